/** Tests only: members, post bodies and direct inserts for the forum API tests. */
import { expect } from 'vitest';
import type { Comment as CommentDto } from '../../shared/community/thread-responses';
import type { Post as PostDto } from '../../shared/community/responses';
import { register, requester, type Requester } from '../test/http';
import type { TestContext } from '../test/test-app';
import { User } from '../base/identity/user.entity';
import { Community } from './community.entity';
import { Post } from './post.entity';

export const unknownId = '00000000-0000-4000-8000-000000000000';

export interface Member {
  api: Requester;
  id: string;
  cookie: string;
}

/** Signs up a fresh member; with `role`, gives them that role too. */
export async function newMember(ctx: TestContext, options: { name?: string; role?: 'admin' | 'moderator' } = {}): Promise<Member> {
  const { cookie, user } = await register(ctx.app, options.name ? newAccountFor(options.name) : undefined);
  if (options.role) await ctx.orm.em.fork().nativeUpdate(User, { id: user.id }, { roles: ['user', options.role] });
  return { api: requester(ctx.app, { cookie }), id: user.id, cookie };
}

let accounts = 0;
const newAccountFor = (name: string) => ({ name, email: `forum${++accounts}-${Date.now()}@example.com`, password: 'correct horse' });

let posts = 0;
/** A valid create payload with a unique title, in the GTO community unless told otherwise. */
export const newPostPayload = (overrides: Record<string, unknown> = {}) => ({
  communitySlug: 'gto',
  title: `Tri-Power tuning ${++posts}`,
  body: 'How do you sync the three carbs?',
  ...overrides,
});

/** Creates a post as `member` and returns it; anything but a 201 fails the test. */
export async function createPost(member: Member, overrides: Record<string, unknown> = {}) {
  const response = await member.api.post('/api/posts', newPostPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PostDto>();
}

/** Comments on a post as `member` and returns the comment; anything but a 201 fails the test. */
export async function createComment(member: Member, postId: string, overrides: Record<string, unknown> = {}) {
  const response = await member.api.post(`/api/posts/${postId}/comments`, { body: 'Sync them with a vacuum gauge.', ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CommentDto>();
}

/** The rate limits would stop a test that writes a lot as one member: forget the writes counted so far. */
export const forgetRateLimits = (ctx: TestContext) => ctx.orm.em.fork().execute('delete from rate_limit_hits');

/**
 * Inserts posts straight into the table (no rate limit, chosen dates and scores) for listing tests, through the
 * entity so the hot rank is computed as in the app. Returns their ids in insertion order.
 */
export async function insertPosts(
  ctx: TestContext,
  authorId: string,
  rows: Array<{ title: string; communitySlug?: string; createdAt?: Date; score?: number }>,
): Promise<string[]> {
  const em = ctx.orm.em.fork();
  const author = em.getReference(User, authorId);
  const created = [];
  for (const row of rows) {
    const community = await em.findOneOrFail(Community, { slug: row.communitySlug ?? 'gto' });
    created.push(
      em.create(Post, {
        community,
        author,
        title: row.title,
        body: 'Inserted for a listing test',
        type: 'text',
        score: row.score ?? 0,
        ...(row.createdAt ? { createdAt: row.createdAt } : {}),
      }),
    );
  }
  await em.flush();
  return created.map((post) => post.id);
}
