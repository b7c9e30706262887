import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminLog } from '../base/activity-log/admin-log.entity';
import { createTestApp, type TestContext } from '../test/test-app';
import { createComment, createPost, forgetRateLimits, newMember, type Member } from './community-fixture';

let ctx: TestContext;
let author: Member;
let moderator: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  author = await newMember(ctx, { name: 'Logged Author' });
  moderator = await newMember(ctx, { name: 'Logged Moderator', role: 'moderator' });
});
beforeEach(() => forgetRateLimits(ctx));
afterAll(() => ctx.close());

const logOf = async (targetId: string) =>
  (await ctx.orm.em.fork().find(AdminLog, { targetId }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map((row) => ({
    action: row.action,
    actor: row.actor?.id,
    details: row.details,
  }));

describe('moderation in the forum writes the activity log', () => {
  it('locking and unlocking a post are logged with the moderator', async () => {
    const post = await createPost(author);
    expect((await moderator.api.put(`/api/posts/${post.id}/lock`, { isLocked: true })).statusCode).toBe(200);
    expect((await moderator.api.put(`/api/posts/${post.id}/lock`, { isLocked: false })).statusCode).toBe(200);
    expect(await logOf(post.id)).toEqual([
      { action: 'post.lock', actor: moderator.id, details: { title: post.title } },
      { action: 'post.unlock', actor: moderator.id, details: { title: post.title } },
    ]);
  });

  it("a moderator deleting someone's post or comment is logged with what it said; an author's own delete is not", async () => {
    const post = await createPost(author);
    const removed = await createComment(author, post.id, { body: 'Selling a fake Judge' });
    const own = await createComment(author, post.id, { body: 'Never mind' });
    expect((await author.api.delete(`/api/comments/${own.id}`)).statusCode).toBe(204);
    expect(await logOf(own.id)).toEqual([]);

    expect((await moderator.api.delete(`/api/comments/${removed.id}`)).statusCode).toBe(204);
    expect(await logOf(removed.id)).toEqual([
      { action: 'comment.delete', actor: moderator.id, details: { postId: post.id, authorId: author.id, body: 'Selling a fake Judge' } },
    ]);
    expect((await moderator.api.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect(await logOf(post.id)).toEqual([
      { action: 'post.delete', actor: moderator.id, details: { title: post.title, authorId: author.id } },
    ]);
  });
});
