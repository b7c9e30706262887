import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_SUMMARY_MAX_LENGTH, PROFILE_POSTS_LIMIT } from '../../shared/community/forum-limits';
import type { PostDetail, UserPost } from '../../shared/community/thread-responses';
import type { PostPage } from '../../shared/community/responses';
import type { GarageCar as GarageCarAnswer, UserProfile } from '../../shared/users/profile';
import { createComment, createPost, insertPosts, newMember, unknownId, type Member } from '../community/community-fixture';
import { GarageCar } from '../garage/garage-car.entity';
import { newAccount, register } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';
import { ensureAdmin } from '../auth/admin-account';
import { User } from '../base/identity/user.entity';
import { usernameBase } from './username';

let ctx: TestContext;
let jane: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  jane = await newMember(ctx, { name: 'Jane Q. Driver' });
});
afterAll(() => ctx.close());

const usernameOf = async (id: string) => (await ctx.orm.em.fork().findOneOrFail(User, id)).username;

describe('usernames', () => {
  it.each([
    ['Jane Doe', 'jane-doe'],
    ['  José Ñandú ', 'jose-nandu'],
    ['2+2 & Co', '2-plus-2-and-co'],
    ['!!!', 'member'],
    ['A'.repeat(60), 'a'.repeat(30)],
  ])('makes %j into %j', (name, expected) => {
    expect(usernameBase(name)).toBe(expected);
  });

  it('gives each new account a unique username from its name, with a number on a clash', async () => {
    const first = await register(ctx.app, newAccount('Sam Smith'));
    const second = await register(ctx.app, newAccount('Sam  SMITH!'));
    expect(await usernameOf(first.user.id)).toBe('sam-smith');
    expect(await usernameOf(second.user.id)).toBe('sam-smith-2');
  });

  it('stays unique when sign-ups with the same name arrive at once', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => register(ctx.app, newAccount('Rush Hour'))));
    const usernames = await Promise.all(accounts.map((account) => usernameOf(account.user.id)));
    expect(usernames.sort()).toEqual(['rush-hour', 'rush-hour-2', 'rush-hour-3', 'rush-hour-4', 'rush-hour-5']);
  });

  it('admins created at start get one too', async () => {
    const admin = await ensureAdmin(ctx.orm.em.fork(), 'boss@example.com', 'long enough password');
    expect(admin.username).toMatch(/^administrator(-\d+)?$/);
  });
});

describe('GET /api/users/{id or username}', () => {
  it('answers the public profile by id or by username, never the email, roles or password', async () => {
    await ctx.orm.em.fork().nativeUpdate(User, { id: jane.id }, { bio: 'Two Goats and a Fiero', location: 'Pontiac, MI' });
    const byId = await ctx.api.get(`/api/users/${jane.id}`);
    expect(byId.statusCode).toBe(200);
    const profile = byId.json<UserProfile>();
    expect(profile).toMatchObject({
      id: jane.id,
      username: 'jane-q-driver',
      name: 'Jane Q. Driver',
      avatarUrl: null,
      location: 'Pontiac, MI',
      bio: 'Two Goats and a Fiero',
    });
    expect(Object.keys(profile).sort()).toEqual(['avatarUrl', 'bio', 'createdAt', 'id', 'location', 'name', 'username']);
    expect(byId.body).not.toMatch(/email|password|argon/i);
    expect((await ctx.api.get('/api/users/jane-q-driver')).json()).toEqual(profile);
    expect((await ctx.api.get('/api/users/Jane-Q-Driver')).json()).toEqual(profile);
  });

  it('answers 404 User not found for an unknown id or username', async () => {
    for (const key of [unknownId, 'nobody-here', 'x'.repeat(100)]) {
      for (const suffix of ['', '/garage', '/posts']) {
        const response = await ctx.api.get(`/api/users/${key}${suffix}`);
        expect(response.statusCode, `${key}${suffix}`).toBe(404);
        expect(response.json()).toEqual({ message: 'User not found' });
      }
    }
  });
});

describe('GET /api/users/{id}/garage', () => {
  it('lists the member’s cars, oldest entry first', async () => {
    const em = ctx.orm.em.fork();
    const owner = em.getReference(User, jane.id);
    em.create(GarageCar, {
      user: owner,
      modelSlug: 'gto',
      year: 1967,
      trim: 'GTO',
      engine: '400 V8',
      exteriorColor: 'Tyrol Blue',
      notes: 'Numbers matching',
      condition: 2,
      vin: '242176B100001',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    em.create(GarageCar, { user: owner, modelSlug: 'fiero', year: 1988, createdAt: new Date('2025-02-01T00:00:00Z') });
    await em.flush();

    const response = await ctx.api.get(`/api/users/jane-q-driver/garage`);
    expect(response.statusCode).toBe(200);
    const cars = response.json<GarageCarAnswer[]>();
    expect(cars).toHaveLength(2);
    expect(cars[0]).toMatchObject({
      modelSlug: 'gto',
      year: 1967,
      trim: 'GTO',
      engine: '400 V8',
      exteriorColor: 'Tyrol Blue',
      notes: 'Numbers matching',
      photos: [],
      condition: 2,
      // A 1966 VIN on a 1967 car: kept as the owner typed it, and the year flagged.
      vin: '242176B100001',
      vinMismatches: ['year'],
    });
    expect(cars[1]).toMatchObject({
      modelSlug: 'fiero',
      year: 1988,
      trim: null,
      engine: null,
      exteriorColor: null,
      notes: null,
      condition: null,
      vin: null,
      vinMismatches: [],
    });
    expect(Object.keys(cars[0] ?? {}).sort()).toEqual(
      [
        'createdAt',
        'engine',
        'exteriorColor',
        'id',
        'modelSlug',
        'notes',
        'photos',
        'trim',
        'year',
        'condition',
        'vin',
        'vinMismatches',
      ].sort(),
    );
    expect((await ctx.api.get(`/api/users/${jane.id}/garage`)).json()).toEqual(cars);
    const other = await newMember(ctx);
    expect((await ctx.api.get(`/api/users/${other.id}/garage`)).json()).toEqual([]);
  });
});

describe('GET /api/users/{id}/posts', () => {
  it('lists the member’s posts, newest first, with up and down vote counts and comment counts', async () => {
    const author = await newMember(ctx, { name: 'Poster Person' });
    const voters = await Promise.all([newMember(ctx), newMember(ctx), newMember(ctx)]);
    const older = await createPost(author, { title: 'Older' });
    const newer = await createPost(author, { title: 'Newer', communitySlug: 'firebird' });
    await createPost(voters[0], { title: 'Not theirs' });
    for (const voter of voters.slice(0, 2)) await voter.api.put(`/api/posts/${older.id}/vote`, { value: 1 });
    await voters[2]?.api.put(`/api/posts/${older.id}/vote`, { value: -1 });
    await createComment(voters[0], older.id);
    await createComment(author, older.id);

    const response = await voters[2]?.api.get(`/api/users/${author.id}/posts`);
    expect(response?.statusCode).toBe(200);
    const posts = response?.json<UserPost[]>() ?? [];
    expect(posts.map((post) => post.title)).toEqual(['Newer', 'Older']);
    expect(posts[0]).toMatchObject({ id: newer.id, community: { slug: 'firebird' }, upvoteCount: 0, downvoteCount: 0, commentCount: 0 });
    expect(posts[1]).toMatchObject({
      id: older.id,
      voteCount: 1,
      upvoteCount: 2,
      downvoteCount: 1,
      commentCount: 2,
      myVote: -1,
      author: { id: author.id, username: 'poster-person' },
    });
    expect((await ctx.api.get('/api/users/poster-person/posts')).json<UserPost[]>()).toHaveLength(2);
  });

  it(`lists the newest ${PROFILE_POSTS_LIMIT} posts with the start of each body; the post page has it whole`, async () => {
    const author = await newMember(ctx, { name: 'Prolific Poster' });
    const longBody = Array.from({ length: 100 }, () => 'The Ram Air IV heads flow better than you would think.').join(' ');
    const long = await createPost(author, { title: 'Long one', body: longBody, communitySlug: 'fiero' });
    await insertPosts(
      ctx,
      author.id,
      Array.from({ length: PROFILE_POSTS_LIMIT }, (_, index) => ({
        title: `Filler ${index}`,
        createdAt: new Date(Date.now() + 60_000 + index),
      })),
    );
    const posts = (await ctx.api.get(`/api/users/${author.id}/posts`)).json<UserPost[]>();
    expect(posts).toHaveLength(PROFILE_POSTS_LIMIT);
    expect(posts.map((post) => post.id)).not.toContain(long.id);

    const listed = (await ctx.api.get('/api/posts?community=fiero&sort=new')).json<PostPage>().items.find((post) => post.id === long.id);
    expect(listed?.body?.length).toBeLessThanOrEqual(POST_SUMMARY_MAX_LENGTH);
    expect(listed?.body?.endsWith('…')).toBe(true);
    expect((await ctx.api.get(`/api/posts/${long.id}`)).json<PostDetail>().body).toBe(longBody);
  });
});
