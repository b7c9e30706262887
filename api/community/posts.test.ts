import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PostDetail } from '../../shared/community/thread-responses';
import type { Post as PostDto } from '../../shared/community/responses';
import { createTestApp, type TestContext } from '../test/test-app';
import type { Body, Method } from '../test/http';
import { smallPng } from '../test/multipart';
import { Comment } from './comment.entity';
import { CommentVote } from './comment-vote.entity';
import { createComment, createPost, forgetRateLimits, newMember, newPostPayload, unknownId, type Member } from './community-fixture';
import { Post } from './post.entity';
import { Vote } from './vote.entity';

let ctx: TestContext;
let author: Member;
let other: Member;
let admin: Member;
let moderator: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  author = await newMember(ctx, { name: 'Jane Doe' });
  other = await newMember(ctx, { name: 'Other Driver' });
  admin = await newMember(ctx, { name: 'Admin Person', role: 'admin' });
  moderator = await newMember(ctx, { name: 'Mod Person', role: 'moderator' });
});
beforeEach(() => forgetRateLimits(ctx));
afterAll(() => ctx.close());

/** A fresh unit of work for checks straight in the database. */
const db = () => ctx.orm.em.fork();

describe('reading posts', () => {
  it('answers the docs/product/entities.md post shape, with the author’s username and no stray fields', async () => {
    const post = await createPost(author, { title: 'Shape check', body: 'Body text' });
    const response = await ctx.api.get(`/api/posts/${post.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<PostDetail>();
    expect(detail).toMatchObject({
      id: post.id,
      title: 'Shape check',
      body: 'Body text',
      type: 'text',
      url: null,
      imageUrl: null,
      isLocked: false,
      voteCount: 0,
      community: { name: 'GTO', slug: 'gto' },
      author: { id: author.id, name: 'Jane Doe', username: 'jane-doe' },
      commentCount: 0,
      myVote: 0,
      comments: [],
    });
    expect(Object.keys(detail).sort()).toEqual(
      [
        'author',
        'body',
        'commentCount',
        'comments',
        'community',
        'createdAt',
        'id',
        'imageUrl',
        'isLocked',
        'myVote',
        'title',
        'type',
        'updatedAt',
        'url',
        'voteCount',
      ].sort(),
    );
    expect(Object.keys(detail.author).sort()).toEqual(['id', 'name', 'username']);
  });

  it('nests the comment tree by parentId, oldest first, with upvotes and the caller’s vote', async () => {
    const post = await createPost(author);
    const first = await createComment(author, post.id, { body: 'First' });
    const reply = await createComment(other, post.id, { body: 'Reply', parentId: first.id });
    const nested = await createComment(author, post.id, { body: 'Nested', parentId: reply.id });
    const second = await createComment(other, post.id, { body: 'Second' });
    await other.api.put(`/api/comments/${first.id}/vote`, { value: 1 });
    await admin.api.put(`/api/comments/${first.id}/vote`, { value: 1 });
    await author.api.put(`/api/comments/${second.id}/vote`, { value: -1 });

    const detail = (await other.api.get(`/api/posts/${post.id}`)).json<PostDetail>();
    expect(detail.commentCount).toBe(4);
    expect(detail.comments.map((comment) => comment.id)).toEqual([first.id, second.id]);
    const [top, last] = detail.comments;
    expect(top).toMatchObject({ body: 'First', upvotes: 2, myVote: 1, parentId: null, author: { username: 'jane-doe' } });
    expect(top?.replies.map((comment) => comment.id)).toEqual([reply.id]);
    expect(top?.replies[0]?.replies.map((comment) => comment.id)).toEqual([nested.id]);
    expect(top?.replies[0]?.replies[0]).toMatchObject({ body: 'Nested', parentId: reply.id, replies: [] });
    expect(last).toMatchObject({ upvotes: -1, myVote: 0 });
    expect(Object.keys(top ?? {}).sort()).toEqual(
      ['author', 'body', 'createdAt', 'id', 'myVote', 'parentId', 'replies', 'updatedAt', 'upvotes'].sort(),
    );
  });

  it('answers 404 Post not found for an unknown or malformed id', async () => {
    for (const id of [unknownId, 'not-a-uuid', '1', 'x'.repeat(100)]) {
      const response = await ctx.api.get(`/api/posts/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Post not found' });
    }
  });
});

describe('creating posts', () => {
  it('needs a signed-in member', async () => {
    const response = await ctx.api.post('/api/posts', newPostPayload());
    expect(response.statusCode).toBe(401);
  });

  it('creates text and link posts owned by the caller', async () => {
    const text = await createPost(author, { communitySlug: 'firebird' });
    expect(text).toMatchObject({ type: 'text', url: null, community: { slug: 'firebird', name: 'Firebird' }, author: { id: author.id } });
    const link = await createPost(author, { url: 'https://example.com/gto-history' });
    expect(link).toMatchObject({ type: 'link', url: 'https://example.com/gto-history' });
    const explicit = await createPost(author, { type: 'link', url: 'http://example.com/' });
    expect(explicit.type).toBe('link');
  });

  it('stores a <script> title and body as the same plain text', async () => {
    const title = '<script>alert("hi")</script> & <b>bold</b>';
    const body = '<img src=x onerror=alert(1)> "quotes" \'single\'';
    const post = await createPost(author, { title, body });
    expect(post).toMatchObject({ title, body });
    expect((await ctx.api.get(`/api/posts/${post.id}`)).json<PostDto>()).toMatchObject({ title, body });
  });

  it.each([
    ['no title', { title: undefined }, 'Title is required'],
    ['a blank title', { title: '   ' }, 'Title is required'],
    ['a too-long title', { title: 'x'.repeat(301) }, 'Title must be at most 300 characters'],
    ['no body', { body: undefined }, 'Body is required'],
    ['a blank body', { body: ' ' }, 'Body is required'],
    ['a too-long body', { body: 'x'.repeat(40_001) }, 'Body must be at most 40000 characters'],
    ['a javascript: url', { url: 'javascript:alert(1)' }, 'URL must be an http:// or https:// address'],
    ['an ftp url', { url: 'ftp://example.com/file' }, 'URL must be an http:// or https:// address'],
    ['a url that is not one', { url: 'not a url' }, 'URL must be an http:// or https:// address'],
    ['a link post without url', { type: 'link' }, 'A link post needs a URL'],
    ['a text post with a url', { type: 'text', url: 'https://example.com' }, 'A text post has no URL'],
    ['an unknown type', { type: 'video' }, 'Type must be one of: text, link'],
    ['no community', { communitySlug: '' }, 'Community is required'],
    ['a malformed id', { id: 'abc' }, 'Post id must be a uuid'],
  ])('refuses %s with 400 and a clear message', async (_case, overrides, message) => {
    const before = await db().count(Post, {});
    const response = await author.api.post('/api/posts', newPostPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await db().count(Post, {})).toBe(before);
  });

  it('answers 404 for an unknown community', async () => {
    const response = await author.api.post('/api/posts', newPostPayload({ communitySlug: 'no-such-community' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Community not found' });
  });

  it('a replayed create with the same client id returns the stored post (200), once', async () => {
    const id = randomUUID();
    const first = await author.api.post('/api/posts', newPostPayload({ id, title: 'Outbox post' }));
    expect(first.statusCode).toBe(201);
    expect(first.json<PostDto>().id).toBe(id);
    // The same meaning spelled differently (padding is trimmed, the type defaulted) is the same create.
    const again = await author.api.post('/api/posts', newPostPayload({ id, title: '  Outbox post ', type: 'text' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await db().count(Post, { id })).toBe(1);
    // Replays arriving together still make one post.
    const raced = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => author.api.post('/api/posts', newPostPayload({ id: raced, title: 'Raced' }))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(await db().count(Post, { id: raced })).toBe(1);
  });

  it('the same client id with other content, or from another member, is a 409', async () => {
    const id = randomUUID();
    await createPost(author, { id, title: 'Original' });
    expect((await author.api.post('/api/posts', newPostPayload({ id, title: 'Changed' }))).statusCode).toBe(409);
    expect((await other.api.post('/api/posts', newPostPayload({ id, title: 'Original' }))).statusCode).toBe(409);
    expect((await ctx.api.get(`/api/posts/${id}`)).json<PostDto>().title).toBe('Original');
  });
});

describe('changing posts: the permission matrix', () => {
  it('PUT, DELETE, image and lock: 401 signed out, 403 another member, 404 unknown or malformed id', async () => {
    const post = await createPost(author);
    const calls: Array<[Method, string, Body | undefined]> = [
      ['PUT', `/api/posts/${post.id}`, newPostPayload()],
      ['DELETE', `/api/posts/${post.id}`, undefined],
      ['POST', `/api/posts/${post.id}/image`, undefined],
      ['PUT', `/api/posts/${post.id}/lock`, { isLocked: true }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await ctx.api.request(method, url, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
      const otherMember = await other.api.request(method, url, payload);
      expect(otherMember.statusCode, `${method} ${url} as another member`).toBe(403);
      for (const id of [unknownId, 'nope']) {
        const unknown = await other.api.request(method, url.replace(post.id, id), payload);
        expect(unknown.statusCode, `${method} ${url} id ${id}`).toBe(404);
        expect(unknown.json()).toEqual({ message: 'Post not found' });
      }
    }
    // The guard runs before validation: another member learns nothing about the payload rules.
    expect((await other.api.put(`/api/posts/${post.id}`, { title: '' })).statusCode).toBe(403);
    // Only moderators and admins lock, not the author.
    expect((await author.api.put(`/api/posts/${post.id}/lock`, { isLocked: true })).statusCode).toBe(403);
    expect((await ctx.api.get(`/api/posts/${post.id}`)).json<PostDto>()).toMatchObject({ title: post.title, isLocked: false });
  });

  it.each([
    ['the author', () => author],
    ['an admin', () => admin],
    ['a moderator', () => moderator],
  ])('%s may edit and delete a post', async (_who, caller) => {
    const post = await createPost(author);
    const updated = await caller().api.put(`/api/posts/${post.id}`, { title: 'Edited', body: 'New body', url: 'https://example.com/x' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: post.id, title: 'Edited', body: 'New body', type: 'link', author: { id: author.id } });
    expect((await caller().api.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await ctx.api.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await caller().api.delete(`/api/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('validates edits like creates', async () => {
    const post = await createPost(author);
    const response = await author.api.put(`/api/posts/${post.id}`, { title: ' ', body: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Title is required');
  });

  it('deleting a post removes its comments, replies, votes, comment votes and reports', async () => {
    const post = await createPost(author);
    const comment = await createComment(other, post.id);
    const reply = await createComment(author, post.id, { parentId: comment.id });
    await other.api.put(`/api/posts/${post.id}/vote`, { value: 1 });
    await author.api.put(`/api/comments/${reply.id}/vote`, { value: 1 });
    expect((await other.api.post('/api/reports', { targetType: 'post', targetId: post.id, reason: 'Spam' })).statusCode).toBe(201);
    expect((await other.api.post('/api/reports', { targetType: 'comment', targetId: reply.id, reason: 'Rude' })).statusCode).toBe(201);

    expect((await author.api.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect(await db().count(Post, { id: post.id })).toBe(0);
    expect(await db().count(Comment, { post: post.id })).toBe(0);
    expect(await db().count(Vote, { post: post.id })).toBe(0);
    expect(await db().count(CommentVote, { comment: { $in: [comment.id, reply.id] } })).toBe(0);
    const [reports] = await ctx.orm.em
      .fork()
      .execute<Array<{ count: number }>>('select count(*)::int as count from reports where target_id in (?)', [[post.id, reply.id]]);
    expect(reports?.count).toBe(0);
  });
});

describe('post images', () => {
  it('stores a real image as the post’s picture, replaces it, and refuses a fake one', async () => {
    const post = await createPost(author);
    const first = await author.api.upload(`/api/posts/${post.id}/image`, { bytes: await smallPng() });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<PostDto>().imageUrl ?? '';
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(firstUrl)))).toBe(true);

    const second = await moderator.api.upload(`/api/posts/${post.id}/image`, { bytes: await smallPng() });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<PostDto>().imageUrl ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(firstUrl)))).toBe(false);

    const fake = await author.api.upload(`/api/posts/${post.id}/image`, { bytes: Buffer.from('not a picture') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: 'Please select an image file' });
    const big = await author.api.upload(`/api/posts/${post.id}/image`, { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    expect(big.statusCode).toBe(413);

    // Deleting the post removes the file.
    expect((await author.api.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect(existsSync(path.join(ctx.uploadsDir, path.basename(secondUrl)))).toBe(false);
  });
});

describe('locked posts', () => {
  it('a moderator or admin locks a post; it then refuses new comments with 403 and a message', async () => {
    const post = await createPost(author);
    const locked = await moderator.api.put(`/api/posts/${post.id}/lock`, { isLocked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ isLocked: true });

    const refused = await other.api.post(`/api/posts/${post.id}/comments`, { body: 'Late reply' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This post is locked: no new comments can be added' });
    expect((await author.api.post(`/api/posts/${post.id}/comments`, { body: 'Author too' })).statusCode).toBe(403);
    expect(await db().count(Comment, { post: post.id })).toBe(0);

    expect((await admin.api.put(`/api/posts/${post.id}/lock`, { isLocked: false })).json()).toMatchObject({ isLocked: false });
    await createComment(other, post.id);
  });
});
