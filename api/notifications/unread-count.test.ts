import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComment, createPost, newMember } from '../community/community-fixture';
import { requester } from '../test/http';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';
import { statementsDuring } from '../test/statements';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await untilCachesListen(ctx.app);
});
afterAll(async () => ctx.close());

/** Polls until `read` gives `expected` (another server hears of a change a moment after it is committed). */
async function until<T>(read: () => Promise<T>, expected: T) {
  await expect.poll(read, { timeout: 5_000 }).toEqual(expected);
}

describe('the bell’s unread count', () => {
  it('many members asking at once are counted by one statement, each their own count', async () => {
    const author = await newMember(ctx);
    const other = await newMember(ctx);
    const post = await createPost(author);
    await createComment(other, post.id);
    await createComment(other, (await createPost(author)).id);
    await ctx.app.notificationDelivery.settle();
    const members = [author, ...(await Promise.all(Array.from({ length: 10 }, () => newMember(ctx))))];

    const { statements, result } = await statementsDuring(
      ctx.orm,
      () => Promise.all(members.map((member) => member.api.get('/api/notifications/unread-count'))),
      (sql) => sql.includes('from notifications'),
    );
    expect(result.map((response) => response.json<{ count: number }>().count)).toEqual([2, ...members.slice(1).map(() => 0)]);
    expect(statements).toBe(1);
  });

  it('answers 304 to its own ETag and costs no database query while nothing changed', async () => {
    const author = await newMember(ctx);
    const other = await newMember(ctx);
    const post = await createPost(author);
    await createComment(other, post.id);
    await ctx.app.notificationDelivery.settle();

    const first = await author.api.get('/api/notifications/unread-count');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 1 });
    const etag = String(first.headers.etag);
    let again = first;
    const { statements } = await statementsDuring(ctx.orm, async () => {
      again = await author.api.get('/api/notifications/unread-count', { headers: { 'if-none-match': etag } });
    });
    expect(again.statusCode).toBe(304);
    expect(statements).toBe(0);

    // A change answers the new count under a new ETag.
    await createComment(other, (await createPost(author)).id);
    await ctx.app.notificationDelivery.settle();
    const changed = await author.api.get('/api/notifications/unread-count', { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ count: 2 });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is forgotten on every server when another server changes the member’s notifications', async () => {
    const author = await newMember(ctx);
    const other = await newMember(ctx);
    const post = await createPost(author);
    const second = await ctx.anotherServer();
    try {
      await untilCachesListen(second.app);
      expect((await author.api.get('/api/notifications/unread-count')).json()).toEqual({ count: 0 });
      // Written through the second server, read on the first.
      const comment = await requester(second.app, { cookie: other.cookie }).post(`/api/posts/${post.id}/comments`, { body: 'Hi' });
      expect(comment.statusCode).toBe(201);
      await until(async () => (await author.api.get('/api/notifications/unread-count')).json<{ count: number }>().count, 1);
      expect((await requester(second.app, { cookie: author.cookie }).post('/api/notifications/read', { all: true })).statusCode).toBe(204);
      await until(async () => (await author.api.get('/api/notifications/unread-count')).json<{ count: number }>().count, 0);
    } finally {
      await second.close();
    }
  });
});
