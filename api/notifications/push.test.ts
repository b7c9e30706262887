import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPushPayload } from '../../shared/notifications/push';
import { createComment, createPost, newMember, type Member } from '../community/community-fixture';
import { startMockPushService, type MockDevice } from '../test/push-service';
import { createTestApp, TEST_PUSH_SERVICE_HOSTS, type TestContext } from '../test/test-app';
import { deviceKeys, subscribeDevice } from './notification-fixture';

let ctx: TestContext;
let pushService: Awaited<ReturnType<typeof startMockPushService>>;
beforeAll(async () => {
  pushService = await startMockPushService();
  ctx = await createTestApp({ pushServiceHosts: [...TEST_PUSH_SERVICE_HOSTS, pushService.host] });
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});

const subscriptionsOf = async (memberId: string) =>
  ctx.orm.em.fork().execute<Array<{ endpoint: string }>>('select endpoint from push_subscriptions where user_id = ?', [memberId]);

/**
 * Subscribes the member's device through the API, as the app does. The mock service speaks plain HTTP on localhost,
 * which the API refuses (push services are HTTPS), so the device registers its endpoint as https and the stored row
 * is pointed back at the mock.
 */
async function subscribe(member: Member): Promise<MockDevice> {
  const { publicKey } = (await ctx.api.get('/api/push/public-key')).json<{ publicKey: string }>();
  const device = await pushService.subscribe(publicKey);
  const https = device.endpoint.replace(/^http:/, 'https:');
  const response = await member.api.post('/api/push/subscriptions', { endpoint: https, keys: device.keys, expirationTime: null });
  expect(response.statusCode, response.body).toBe(204);
  await ctx.orm.em.fork().execute('update push_subscriptions set endpoint = ? where endpoint = ?', [device.endpoint, https]);
  return device;
}

/** The push jobs of a member's devices (pg-boss's table), and whether a text still waits for each. */
const pushJobsOf = (memberId: string) =>
  ctx.orm.em.fork().execute<Array<{ state: string; waiting: boolean }>>(
    `select j.state, exists (select 1 from push_payloads p where p.subscription_id = s.id) as waiting
       from pgboss.job j join push_subscriptions s on s.id::text = j.data->>'subscriptionId'
      where j.name = 'push' and s.user_id = ?`,
    [memberId],
  );

describe('web push', () => {
  it('queues the push in the request and sends it in the background: the device decrypts the notification', async () => {
    const author = await newMember(ctx, { name: 'Penny Push' });
    const replier = await newMember(ctx, { name: 'Rex Replier' });
    const device = await subscribe(author);
    const post = await createPost(author, { title: 'Judge for sale' });

    // With the background work stopped the reply still answers at once: it only queued its notifications.
    await ctx.app.notificationDelivery.stop();
    const comment = await createComment(replier, post.id, { body: 'Is it still available?' });
    const [queued] = await ctx.orm.em.fork().execute<Array<{ count: number }>>('select count(*)::int as count from notification_fanouts');
    expect(queued?.count).toBe(1);
    expect(await pushService.received(device)).toEqual([]);

    ctx.app.notificationDelivery.start();
    await expect.poll(() => pushService.received(device), { timeout: 10_000 }).toHaveLength(1);
    const [text = ''] = await pushService.received(device);
    const [notification] = (await author.api.get('/api/notifications')).json<{ items: Array<{ id: string }> }>().items;
    expect(readPushPayload(JSON.parse(text))).toEqual({
      title: 'Rex Replier replied to your post “Judge for sale”',
      body: 'Is it still available?',
      icon: '/icons/icon-192.png',
      tag: `post:${post.id}`,
      url: `/post/${post.id}#comment-${comment.id}`,
      notificationId: notification?.id,
    });
    // Sent: its text is gone, its job done.
    await expect.poll(() => pushJobsOf(author.id)).toEqual([{ state: 'completed', waiting: false }]);
  });

  it('collapses a burst about the same thing into one waiting push per device, with the latest text and count', async () => {
    const author = await newMember(ctx, { name: 'Bea Burst' });
    const replier = await newMember(ctx, { name: 'Rita Rapid' });
    const subscriptionId = await subscribeDevice(ctx, author.id);
    const post = await createPost(author, { title: 'Busy thread' });
    const other = await createPost(author, { title: 'Quiet thread' });

    await ctx.app.notificationDelivery.stop();
    try {
      await createComment(replier, post.id, { body: 'First' });
      await createComment(replier, post.id, { body: 'Second' });
      await createComment(replier, post.id, { body: 'Third' });
      await createComment(replier, other.id, { body: 'Elsewhere' });
      await ctx.app.notificationDelivery.deliverQueued();
      const waiting = await ctx.orm.em
        .fork()
        .execute<Array<{ tag: string; payload: { count: number; excerpt: string } }>>(
          'select tag, payload from push_payloads where subscription_id = ? order by tag',
          [subscriptionId],
        );
      expect(waiting.map(({ tag, payload }) => ({ tag, count: payload.count, excerpt: payload.excerpt }))).toEqual(
        [
          { tag: `post:${post.id}`, count: 3, excerpt: 'Third' },
          { tag: `post:${other.id}`, count: 1, excerpt: 'Elsewhere' },
        ].sort((a, b) => a.tag.localeCompare(b.tag)),
      );
      // One job in charge of each waiting push, however many events changed its text.
      const jobs = await ctx.orm.em
        .fork()
        .execute<Array<{ tag: string; jobs: number }>>(
          `select data->>'tag' as tag, count(*)::int as jobs from pgboss.job where name = 'push' and data->>'subscriptionId' = ? group by 1`,
          [subscriptionId],
        );
      expect(jobs.sort((a, b) => a.tag.localeCompare(b.tag))).toEqual(
        [`post:${post.id}`, `post:${other.id}`].sort().map((tag) => ({ tag, jobs: 1 })),
      );
    } finally {
      // Its endpoint refuses connections: its pushes would wait for retries and count in the next tests.
      await ctx.orm.em.fork().execute('delete from push_subscriptions where id = ?', [subscriptionId]);
      ctx.app.notificationDelivery.start();
    }
  });

  it('deletes the subscription of a device its push service answers 410 for', async () => {
    const author = await newMember(ctx);
    const replier = await newMember(ctx);
    const device = await subscribe(author);
    expect(await subscriptionsOf(author.id)).toHaveLength(1);
    await pushService.expire(device);
    await createComment(replier, (await createPost(author)).id);
    await expect.poll(() => subscriptionsOf(author.id), { timeout: 10_000 }).toEqual([]);
    await expect.poll(async () => (await ctx.orm.em.fork().execute('select tag from push_payloads')).length).toBe(0);
  });

  it('keeps a device per endpoint (the last member to register it owns it) and forgets it on unsubscribe', async () => {
    const first = await newMember(ctx);
    const second = await newMember(ctx);
    const device = { endpoint: `https://push.example.com/${crypto.randomUUID()}`, keys: deviceKeys() };
    expect((await first.api.post('/api/push/subscriptions', device)).statusCode).toBe(204);
    expect((await second.api.post('/api/push/subscriptions', device)).statusCode).toBe(204);
    expect(await subscriptionsOf(first.id)).toEqual([]);
    expect(await subscriptionsOf(second.id)).toEqual([{ endpoint: device.endpoint }]);
    // Only its owner removes it.
    expect((await first.api.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).statusCode).toBe(204);
    expect(await subscriptionsOf(second.id)).toHaveLength(1);
    expect((await second.api.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).statusCode).toBe(204);
    expect(await subscriptionsOf(second.id)).toEqual([]);
  });

  it('refuses an endpoint that is not https, keys that are not a browser’s, and callers who are signed out', async () => {
    const member = await newMember(ctx);
    const keys = deviceKeys();
    expect((await member.api.post('/api/push/subscriptions', { endpoint: 'http://push.example.com/x', keys })).statusCode).toBe(400);
    expect(
      (await member.api.post('/api/push/subscriptions', { endpoint: 'https://push.example.com/x', keys: { p256dh: 'x' } })).statusCode,
    ).toBe(400);
    expect((await ctx.api.post('/api/push/subscriptions', { endpoint: 'https://push.example.com/x', keys })).statusCode).toBe(401);
    expect((await ctx.api.get('/api/push/public-key')).json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });
});
