import { createServer, type Server } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts } from '../../shared/notifications/texts';
import type { Resolver } from '../base/public-address';
import { createComment, createPost, newMember, type Member } from '../community/community-fixture';
import { createTestApp, type TestContext } from '../test/test-app';
import { deviceKeys, subscribeDevice } from './notification-fixture';

/**
 * Push endpoints are a member's input the server later connects to (a blind SSRF). Names resolve through
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

let ctx: TestContext;
let member: Member;
/** The push service of the operator's own (own-push.example.org), on the port the setting names with it. */
let ownPush: Awaited<ReturnType<typeof countingListener>>;
beforeAll(async () => {
  ownPush = await countingListener();
  // The known push services, plus subdomains of pushes.example.org (on public addresses only) and one host the
  // operator named itself with its port (trusted on any address).
  ctx = await createTestApp({ pushServiceHosts: ['*.pushes.example.org', `own-push.example.org:${ownPush.port}`], resolveHost });
  member = await newMember(ctx);
});
afterAll(async () => {
  await ctx.close();
  await ownPush.close();
});

const subscribe = (endpoint: string, as: Member = member) => as.api.post('/api/push/subscriptions', { endpoint, keys: deviceKeys() });

describe('push endpoints', () => {
  it.each([
    ['loopback', 'https://127.0.0.1:8443/push/1'],
    ['localhost', 'https://localhost/push/1'],
    ['IPv6 loopback', 'https://[::1]/push/1'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['a private network', 'https://10.0.0.1/push/1'],
    ['a site that is no push service', 'https://attacker.example.com/push/1'],
    ['a push service on another port than 443', 'https://fcm.googleapis.com:9911/fcm/send/abc'],
    ['an allowed subdomain on another port than 443', 'https://push.pushes.example.org:8443/device/1'],
    ['the operator’s host on another port than the one named', 'https://own-push.example.org:22/device/1'],
    ['the operator’s host on 443 when the setting names another port', 'https://own-push.example.org/device/1'],
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
    expect((await subscribe('https://fcm.googleapis.com:443/fcm/send/ghi')).statusCode).toBe(204);
  });

  it('refuses an allowed host whose name resolves to a private address', async () => {
    dns.set('inside.pushes.example.org', '10.1.2.3');
    const response = await subscribe('https://inside.pushes.example.org/device/1');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(notificationTexts.pushEndpointPrivate);
  });
});

/** Has `replier` comment on a post of `author`'s, which pushes to the author's devices, and waits for the sending. */
async function pushTo(author: Member) {
  const replier = await newMember(ctx);
  await createComment(replier, (await createPost(author)).id, { body: 'Still for sale?' });
  await ctx.app.notificationDelivery.settle();
}

describe('sending pushes', () => {
  it('does not connect to a host that resolves to a private address by the time a push is sent', async () => {
    const author = await newMember(ctx);
    const endpoint = 'https://rebind.pushes.example.org/device/1';
    dns.set('rebind.pushes.example.org', '93.184.216.34');
    expect((await subscribe(endpoint, author)).statusCode).toBe(204);
    dns.set('rebind.pushes.example.org', '127.0.0.1');
    await pushTo(author);
    // Not sent: its job waits for a later try (the name may point back to the service) with its text kept.
    const waiting = await ctx.orm.em.fork().execute<Array<{ state: string; text_kept: boolean }>>(
      `select j.state, exists (select 1 from push_payloads p where p.subscription_id = s.id) as text_kept
         from pgboss.job j join push_subscriptions s on s.id::text = j.data->>'subscriptionId'
        where j.name = 'push' and s.endpoint = ?`,
      [endpoint],
    );
    expect(waiting).toEqual([{ state: 'retry', text_kept: true }]);
  });

  it('does connect to a host the operator named, on any address and the port named with it', async () => {
    const author = await newMember(ctx);
    dns.set('own-push.example.org', '127.0.0.1');
    const before = ownPush.connections();
    expect((await subscribe(`https://own-push.example.org:${ownPush.port}/device/1`, author)).statusCode).toBe(204);
    await pushTo(author);
    expect(ownPush.connections()).toBeGreaterThan(before);
  });

  it('forgets, without connecting, a device stored on another port of the operator’s host than the one named', async () => {
    const elsewhere = await countingListener();
    try {
      const author = await newMember(ctx);
      dns.set('own-push.example.org', '127.0.0.1');
      const id = await subscribeDevice(ctx, author.id, `https://own-push.example.org:${elsewhere.port}/device/1`);
      await pushTo(author);
      expect(elsewhere.connections()).toBe(0);
      expect(await ctx.orm.em.fork().execute('select id from push_subscriptions where id = ?', [id])).toEqual([]);
    } finally {
      await elsewhere.close();
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

describe('push endpoints with PUSH_SERVICE_HOSTS=*', () => {
  let anyHost: TestContext;
  let subscriber: Member;
  beforeAll(async () => {
    anyHost = await createTestApp({ pushServiceHosts: ['*'], resolveHost });
    subscriber = await newMember(anyHost);
  });
  afterAll(() => anyHost.close());

  const subscribeAnywhere = (endpoint: string) => subscriber.api.post('/api/push/subscriptions', { endpoint, keys: deviceKeys() });

  it.each([
    ['IPv4-compatible loopback', 'https://[::127.0.0.1]/x'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/x'],
    ['IPv4-translated loopback', 'https://[::ffff:0:127.0.0.1]/x'],
    ['6to4 of loopback', 'https://[2002:7f00:1::]/x'],
    ['6to4 of the cloud metadata address', 'https://[2002:a9fe:a9fe::1]/x'],
    ['Teredo with a loopback client', 'https://[2001:0:808:808::80ff:fffe]/x'],
    ['Teredo with a private server', 'https://[2001:0:a00:1::f7f7:f7f7]/x'],
    ['NAT64 of loopback', 'https://[64:ff9b::127.0.0.1]/x'],
    ['local-use NAT64', 'https://[64:ff9b:1::808:808]/x'],
    ['unique-local IPv6', 'https://[fd12:3456::1]/x'],
    ['link-local IPv6', 'https://[fe80::1]/x'],
    ['multicast IPv6', 'https://[ff02::1]/x'],
    ['the unspecified IPv6 address', 'https://[::]/x'],
    ['carrier-grade NAT', 'https://100.64.0.1/x'],
    ['benchmarking', 'https://198.18.0.1/x'],
    ['reserved IPv4', 'https://240.0.0.1/x'],
    ['a name resolving to IPv4-compatible loopback', 'https://compat.example.net/x'],
    ['a name resolving to 6to4 of loopback', 'https://sixtofour.example.net/x'],
    ['a name resolving to Teredo with a private client', 'https://teredo.example.net/x'],
  ])('refuses %s with 400, storing nothing', async (_what, endpoint) => {
    dns.set('compat.example.net', '::127.0.0.1');
    dns.set('sixtofour.example.net', '2002:7f00:1::');
    dns.set('teredo.example.net', '2001:0:808:808::f5ff:fffe');
    const response = await subscribeAnywhere(endpoint);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(notificationTexts.pushEndpointPrivate);
    const stored = await anyHost.orm.em.fork().execute('select id from push_subscriptions where endpoint = ?', [endpoint]);
    expect(stored).toEqual([]);
  });

  it('refuses the IPv4-compatible loopback on port 8443 too, and takes a public address in any form', async () => {
    expect((await subscribeAnywhere('https://[::127.0.0.1]:8443/x')).statusCode).toBe(400);
    expect((await subscribeAnywhere('https://[2002:7f00:1::]:8443/x')).statusCode).toBe(400);
    expect((await subscribeAnywhere('https://[2002:808:808::1]/x')).statusCode).toBe(204);
    expect((await subscribeAnywhere('https://8.8.8.8/x')).statusCode).toBe(204);
  });
});
