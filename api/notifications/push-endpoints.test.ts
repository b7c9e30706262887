import { createServer, type Server } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts } from '../../shared/notifications/texts';
import type { Resolver } from '../base/public-address';
import { createComment, createPost, newMember, type Member } from '../community/community-fixture';
import { createTestApp, type TestContext } from '../test/test-app';
import { deviceKeys } from './notification-fixture';

/**
 * Push endpoints are a member's input the server later connects to (issue 41: a blind SSRF). Names resolve through
 * this table, which the tests change to play DNS answering differently later.
 */
const dns = new Map<string, string>([
  ['fcm.googleapis.com', '142.250.74.10'],
  ['push.pushes.example.org', '93.184.216.34'],
]);
const resolveHost: Resolver = (hostname, options, callback) => {
  const address = dns.get(hostname);
  if (!address) return callback(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }), '', 0);
  const found: LookupAddress = { address, family: address.includes(':') ? 6 : 4 };
  if (options.all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, [found]);
  return callback(null, found.address, found.family);
};

let ctx: TestContext;
let member: Member;
beforeAll(async () => {
  // The known push services, plus subdomains of pushes.example.org (on public addresses only) and one host the
  // operator named itself (trusted on any address).
  ctx = await createTestApp({ pushServiceHosts: ['*.pushes.example.org', 'own-push.example.org'], resolveHost });
  member = await newMember(ctx);
});
afterAll(() => ctx.close());

const subscribe = (endpoint: string) => member.api.post('/api/push/subscriptions', { endpoint, keys: deviceKeys() });

describe('push endpoints', () => {
  it.each([
    ['loopback', 'https://127.0.0.1:8443/push/1'],
    ['localhost', 'https://localhost/push/1'],
    ['IPv6 loopback', 'https://[::1]/push/1'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['a private network', 'https://10.0.0.1/push/1'],
    ['a site that is no push service', 'https://attacker.example.com/push/1'],
  ])('refuses %s with 400 and a message, storing nothing', async (_what, endpoint) => {
    const response = await subscribe(endpoint);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(notificationTexts.pushEndpointNotAPushService);
    const stored = await ctx.orm.em.fork().execute('select id from push_subscriptions where endpoint = ?', [endpoint]);
    expect(stored).toEqual([]);
  });

  it('takes a browser push service address and a host the setting allows, on public addresses', async () => {
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc:def')).statusCode).toBe(204);
    expect((await subscribe('https://push.pushes.example.org/device/1')).statusCode).toBe(204);
  });

  it('refuses an allowed host whose name resolves to a private address', async () => {
    dns.set('inside.pushes.example.org', '10.1.2.3');
    const response = await subscribe('https://inside.pushes.example.org/device/1');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(notificationTexts.pushEndpointPrivate);
  });
});

/** A TCP listener on loopback that counts the connections it is offered. */
async function countingListener() {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Has `replier` comment on a post of `author`'s, which pushes to the author's devices, and waits for the sending. */
async function pushTo(author: Member) {
  const replier = await newMember(ctx);
  await createComment(replier, (await createPost(author)).id, { body: 'Still for sale?' });
  await ctx.app.notificationDelivery.settle();
}

describe('sending pushes', () => {
  it('does not connect to a host that resolves to a private address by the time a push is sent', async () => {
    const listener = await countingListener();
    try {
      const author = await newMember(ctx);
      const endpoint = `https://rebind.pushes.example.org:${listener.port}/device/1`;
      dns.set('rebind.pushes.example.org', '93.184.216.34');
      expect((await author.api.post('/api/push/subscriptions', { endpoint, keys: deviceKeys() })).statusCode).toBe(204);
      dns.set('rebind.pushes.example.org', '127.0.0.1');
      await pushTo(author);
      expect(listener.connections()).toBe(0);
      // Not sent: its job waits for a later try (the name may point back to the service) with its text kept, never
      // having reached the network.
      const waiting = await ctx.orm.em.fork().execute<Array<{ state: string; text_kept: boolean }>>(
        `select j.state, exists (select 1 from push_payloads p where p.subscription_id = s.id) as text_kept
           from pgboss.job j join push_subscriptions s on s.id::text = j.data->>'subscriptionId'
          where j.name = 'push' and s.endpoint = ?`,
        [endpoint],
      );
      expect(waiting).toEqual([{ state: 'retry', text_kept: true }]);
    } finally {
      await listener.close();
    }
  });

  it('does connect to a host the operator named, on any address (the check above can fail)', async () => {
    const listener = await countingListener();
    try {
      const author = await newMember(ctx);
      dns.set('own-push.example.org', '127.0.0.1');
      const endpoint = `https://own-push.example.org:${listener.port}/device/1`;
      expect((await author.api.post('/api/push/subscriptions', { endpoint, keys: deviceKeys() })).statusCode).toBe(204);
      await pushTo(author);
      expect(listener.connections()).toBeGreaterThan(0);
    } finally {
      await listener.close();
    }
  });

  it('forgets a device whose stored endpoint is no longer a push service host, without connecting', async () => {
    const author = await newMember(ctx);
    const [row] = await ctx.orm.em
      .fork()
      .execute<Array<{ id: string }>>(`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?) returning id`, [
        author.id,
        'https://169.254.169.254/latest/meta-data',
        deviceKeys().p256dh,
        deviceKeys().auth,
      ]);
    await pushTo(author);
    expect(await ctx.orm.em.fork().execute('select id from push_subscriptions where id = ?', [row?.id])).toEqual([]);
  });
});
