import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, newMember } from '../community/community-fixture';
import { requester } from '../test/http';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';
import { openStream, STREAM } from './unread-stream-fixture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await untilCachesListen(ctx.app);
});
afterAll(async () => ctx.close());

describe('the live bell', () => {
  it('streams the unread count at once and again within 3 s of a change made through another server', async () => {
    const author = await newMember(ctx);
    const other = await newMember(ctx);
    const post = await createPost(author);
    const second = await ctx.anotherServer();
    const stream = await openStream(ctx.app, author.cookie);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers['x-content-type-options']).toBe('nosniff');
      await expect.poll(() => stream.counts, { timeout: 3_000 }).toEqual([0]);

      await untilCachesListen(second.app);
      const comment = await requester(second.app, { cookie: other.cookie }).post(`/api/posts/${post.id}/comments`, { body: 'Hi' });
      expect(comment.statusCode).toBe(201);
      await expect.poll(() => stream.counts, { timeout: 3_000 }).toEqual([0, 1]);

      expect((await author.api.post('/api/notifications/read', { all: true })).statusCode).toBe(204);
      await expect.poll(() => stream.counts, { timeout: 3_000 }).toEqual([0, 1, 0]);
    } finally {
      stream.close();
      await second.close();
    }
  });

  it('is for members: a visitor gets 401 and no stream', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: STREAM });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('message');
  });

  it('ends when its server closes, which does not wait for it', async () => {
    const member = await newMember(ctx);
    const second = await ctx.anotherServer();
    const stream = await openStream(second.app, member.cookie);
    await expect.poll(() => stream.counts, { timeout: 3_000 }).toEqual([0]);
    await second.close();
    await expect.poll(() => stream.ended(), { timeout: 3_000 }).toBe(true);
  });
});
