import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Report } from './report.entity';
import { requester, sessionCookie } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';
import { User } from '../base/identity/user.entity';
import { Comment } from './comment.entity';
import { createComment, createPost, forgetRateLimits, newMember, newPostPayload, unknownId, type Member } from './community-fixture';
import { Post } from './post.entity';
import { openRateLimitedWrite } from '../base/limits/member-writes';

let ctx: TestContext;
let author: Member;
let reporter: Member;
let postId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  author = await newMember(ctx);
  reporter = await newMember(ctx);
  postId = (await createPost(author)).id;
});
beforeEach(() => forgetRateLimits(ctx));
afterAll(() => ctx.close());

describe('blocked members', () => {
  it('cannot post, comment or vote (403), and are signed out afterwards', async () => {
    const email = `blocked-${Date.now()}@example.com`;
    const password = 'correct horse';
    await ctx.api.post('/api/auth/register', { name: 'Soon Blocked', email, password });
    // Three sessions, one per write: the first refused write ends the session it came with.
    const sessions = await Promise.all(
      [1, 2, 3].map(async () => requester(ctx.app, { cookie: sessionCookie(await ctx.api.post('/api/auth/login', { email, password })) })),
    );
    const comment = await createComment(author, postId);
    await ctx.orm.em.fork().nativeUpdate(User, { email }, { isBlocked: true });
    const [first, second, third] = sessions;
    const writes = [
      await first?.post('/api/posts', newPostPayload()),
      await second?.post(`/api/posts/${postId}/comments`, { body: 'Hello' }),
      await third?.put(`/api/comments/${comment.id}/vote`, { value: 1 }),
    ];
    for (const response of writes) {
      expect(response?.statusCode).toBe(403);
      expect(response?.json<{ message: string }>().message).toContain('This account has been blocked');
    }
    expect((await first?.put(`/api/posts/${postId}/vote`, { value: 1 }))?.statusCode).toBe(401);
    expect(await ctx.orm.em.fork().count(Post, { author: { email } })).toBe(0);
    expect(await ctx.orm.em.fork().count(Comment, { author: { email } })).toBe(0);
  });

  it('a block that lands during a session refuses the write inside its transaction too', async () => {
    const member = await newMember(ctx);
    // The request's user was loaded before the block: the row lock of the write sees it.
    await ctx.orm.em.fork().nativeUpdate(User, { id: member.id }, { isBlocked: true });
    await expect(ctx.orm.em.fork().transactional((em) => openRateLimitedWrite(em, member.id, 'post'))).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});

describe('rate limits, counted in PostgreSQL', () => {
  it('allows 5 posts per 10 minutes, then 429 with a message to wait; per member', async () => {
    const member = await newMember(ctx);
    for (let i = 0; i < 5; i += 1) await createPost(member);
    const refused = await member.api.post('/api/posts', newPostPayload());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/wait/i);
    expect(await ctx.orm.em.fork().count(Post, { author: member.id })).toBe(5);
    // Another member is not affected, and neither are this member's comments.
    await createPost(reporter);
    await createComment(member, postId);
    // Once the writes are older than the window, posting works again.
    await ctx.orm.em.fork().execute(`update rate_limit_hits set created_at = now() - interval '11 minutes' where user_id = ?`, [member.id]);
    await createPost(member);
  });

  it('a refused or failed write does not count', async () => {
    const member = await newMember(ctx);
    for (let i = 0; i < 5; i += 1)
      expect((await member.api.post('/api/posts', newPostPayload({ communitySlug: 'nowhere' }))).statusCode).toBe(404);
    for (let i = 0; i < 5; i += 1) await createPost(member);
  });

  it('allows 30 comments per 10 minutes', async () => {
    const member = await newMember(ctx);
    for (let i = 0; i < 30; i += 1) await createComment(member, postId, { body: `Comment ${i}` });
    const refused = await member.api.post(`/api/posts/${postId}/comments`, { body: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/wait/i);
  });

  it('allows 120 votes per 10 minutes, post and comment votes together', async () => {
    const member = await newMember(ctx);
    const comment = await createComment(author, postId);
    for (let i = 0; i < 60; i += 1) {
      expect((await member.api.put(`/api/posts/${postId}/vote`, { value: i % 2 ? 1 : -1 })).statusCode).toBe(200);
      expect((await member.api.put(`/api/comments/${comment.id}/vote`, { value: 1 })).statusCode).toBe(200);
    }
    const refused = await member.api.put(`/api/posts/${postId}/vote`, { value: 0 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/wait/i);
  });

  it('several writes at once cannot slip past the limit', async () => {
    const member = await newMember(ctx);
    const responses = await Promise.all(Array.from({ length: 8 }, () => member.api.post('/api/posts', newPostPayload())));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(3);
  });
});

describe('reports', () => {
  it('a member reports a post or comment once; a second report of the same target is a 409', async () => {
    const comment = await createComment(author, postId);
    const response = await reporter.api.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'Spam link' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ targetType: 'post', targetId: postId, reason: 'Spam link', status: 'pending' });
    const again = await reporter.api.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'Still spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already reported this' });
    expect((await reporter.api.post('/api/reports', { targetType: 'comment', targetId: comment.id, reason: 'Rude' })).statusCode).toBe(201);
    // Another member may report the same post.
    expect((await author.api.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'Mine, by mistake' })).statusCode).toBe(
      201,
    );
    expect(await ctx.orm.em.fork().count(Report, { targetId: postId })).toBe(2);
  });

  it('two identical reports at once store one', async () => {
    const target = await createPost(author);
    const responses = await Promise.all(
      [1, 2, 3].map(() => reporter.api.post('/api/reports', { targetType: 'post', targetId: target.id, reason: 'Spam' })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('needs a member, a known target and a reason', async () => {
    expect((await ctx.api.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'x' })).statusCode).toBe(401);
    for (const [targetType, targetId, message] of [
      ['post', unknownId, 'Post not found'],
      ['post', 'nope', 'Post not found'],
      ['comment', unknownId, 'Comment not found'],
      ['comment', postId, 'Comment not found'],
    ]) {
      const response = await reporter.api.post('/api/reports', { targetType, targetId, reason: 'x' });
      expect(response.statusCode, `${targetType} ${targetId}`).toBe(404);
      expect(response.json()).toEqual({ message });
    }
    const noReason = await reporter.api.post('/api/reports', { targetType: 'post', targetId: postId, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toContain('Reason is required');
    const badType = await reporter.api.post('/api/reports', { targetType: 'user', targetId: postId, reason: 'x' });
    expect(badType.statusCode).toBe(400);
  });
});
