import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../events/event-fixture';
import { register, requester, signInAsAdmin } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { MAX_ENTRIES } from './read-cache';
import { listeningServer } from './ready-answers-fixture';

// Over a real socket: the ready answers are sent from the HTTP server's request event, which `inject` never reaches.
let ctx: TestContext;
let server: Awaited<ReturnType<typeof listeningServer>>;

beforeAll(async () => {
  ctx = await createTestApp();
  server = await listeningServer(ctx);
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

/** Headers to compare between two answers: all but the clock's. */
const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

describe('answers sent ready, before Fastify', () => {
  it('a repeated read goes out with the very status, headers and bytes Fastify sent, in brotli, gzip and plain JSON', async () => {
    const path = '/api/models/gto';
    const decoders = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      identity: (body: Buffer) => body,
    } satisfies Record<string, (body: Buffer) => Buffer>;
    for (const [encoding, decode] of Object.entries(decoders)) {
      const from = server.log.entries().length;
      const first = await server.get(path, { 'accept-encoding': encoding });
      const second = await server.get(path, { 'accept-encoding': encoding });
      expect(server.waysSince(from, path)).toEqual({ throughFastify: 1, ready: 1 });
      expect(second.status).toBe(200);
      expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
      expect(second.body.equals(first.body)).toBe(true);
      // What the client reads: the model, its security and caching headers.
      expect(second.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(JSON.parse(decode(second.body).toString('utf8'))).toMatchObject({ slug: 'gto', name: 'GTO' });
      expect(second.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'private, no-cache',
        'x-content-type-options': 'nosniff',
        vary: 'accept-encoding',
      });
      expect(second.headers['content-security-policy']).toContain("default-src 'none'");
      expect(Number(second.headers['content-length'])).toBe(second.body.length);
    }
  });

  it('never sends the headers of an answer a plugin encoded otherwise (Accept-Encoding: *) with a plain one', async () => {
    const path = '/api/diy-videos';
    const wildcard = await server.get(path, { 'accept-encoding': '*' });
    expect(wildcard.status).toBe(200);
    const from = server.log.entries().length;
    for (const plain of [await server.get(path), await server.get(path)]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
      expect(JSON.parse(plain.body.toString('utf8'))).toEqual(expect.any(Array));
    }
    expect(server.waysSince(from, path)).toEqual({ throughFastify: 1, ready: 1 });
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the whole answer', async () => {
    const path = '/api/valuations';
    const full = await server.get(path, { 'accept-encoding': 'br' });
    const etag = String(full.headers.etag);
    const from = server.log.entries().length;
    const first = await server.get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    const second = await server.get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(server.waysSince(from, path)).toEqual({ throughFastify: 1, ready: 1 });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe(etag);
    }
    const stale = await server.get(path, { 'accept-encoding': 'br', 'if-none-match': '"an-older-guide"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(full.body)).toBe(true);
  });

  it('no ready answer outlives an admin edit, made on this server or on another one', async () => {
    const path = '/api/models';
    type Summary = { id: string; slug: string; name: string; description: string };
    const list = async () => JSON.parse((await server.get(path)).body.toString('utf8')) as Summary[];
    const gtoIn = async () => (await list()).find((model) => model.slug === 'gto');
    const before = await gtoIn();
    if (!before) throw new Error('the seeded GTO is missing');
    await gtoIn();
    const cookie = await signInAsAdmin(ctx);
    const edit = (api: ReturnType<typeof requester>, description: string) =>
      api.put(`/api/admin/models/${before.id}`, {
        slug: before.slug,
        name: before.name,
        firstYear: 1964,
        lastYear: 1974,
        description,
        heroImage: null,
        featured: true,
      });

    // On this server: the very next answer.
    expect((await edit(requester(server.app, { cookie }), 'Edited on the serving process')).statusCode).toBe(200);
    expect((await gtoIn())?.description).toBe('Edited on the serving process');
    expect((await gtoIn())?.description).toBe('Edited on the serving process');

    // On another server on the same database: once PostgreSQL has told this one, a moment after the commit.
    expect((await edit(requester(ctx.app, { cookie }), 'Edited on another process')).statusCode).toBe(200);
    await expect.poll(async () => (await gtoIn())?.description, { timeout: 5_000 }).toBe('Edited on another process');
    const from = server.log.entries().length;
    expect((await gtoIn())?.description).toBe('Edited on another process');
    expect(server.waysSince(from, path)).toEqual({ throughFastify: 0, ready: 1 });
  });

  it('an upcoming event leaves the upcoming page sent ready once it starts, with nothing else changed', async () => {
    const organizer = requester(server.app, { cookie: (await register(server.app)).cookie });
    const startsSoon = await createEvent(organizer, { eventDate: new Date(Date.now() + 1_500).toISOString() });
    const path = '/api/events?when=upcoming';
    const upcomingIds = async () =>
      (JSON.parse((await server.get(path)).body.toString('utf8')) as Array<{ id: string }>).map((event) => event.id);
    expect(await upcomingIds()).toContain(startsSoon.id);
    const from = server.log.entries().length;
    expect(await upcomingIds()).toContain(startsSoon.id);
    expect(server.waysSince(from, path)).toEqual({ throughFastify: 0, ready: 1 });
    await expect.poll(upcomingIds, { timeout: 5_000, interval: 250 }).not.toContain(startsSoon.id);
  });

  it('keys an answer on the query parameters its route lists: others neither miss it nor push it out', async () => {
    const path = '/api/events?when=upcoming';
    const kept = await server.get(path);
    expect(kept.status).toBe(200);
    // A parameter the route does not list, or another spelling of the same query: the kept answer, sent ready.
    for (const other of ['/api/events?when=upcoming&x=never-seen', '/api/events?x=1&wh%65n=upcoming']) {
      const from = server.log.entries().length;
      const answer = await server.get(other);
      expect(server.waysSince(from, other)).toEqual({ throughFastify: 0, ready: 1 });
      expect(answer.headers.etag).toBe(kept.headers.etag);
    }
    // A listed parameter's other value is an answer of its own.
    let from = server.log.entries().length;
    await server.get('/api/events?when=past');
    expect(server.waysSince(from, '/api/events?when=past')).toEqual({ throughFastify: 1, ready: 0 });

    // More random values than the cache keeps answers, through the route itself: none is kept beside it.
    for (let buster = 0; buster <= MAX_ENTRIES; buster++) {
      const answer = await server.app.inject({ method: 'GET', url: `/api/events?when=upcoming&x=${buster}` });
      expect(answer.headers.etag).toBe(kept.headers.etag);
    }
    from = server.log.entries().length;
    await server.get(path);
    expect(server.waysSince(from, path)).toEqual({ throughFastify: 0, ready: 1 });
  });

  it("a forum page is sent ready to visitors only: a request with a cookie, and HEAD, go through Fastify's hooks", async () => {
    const path = '/api/posts?sort=new';
    await server.get(path);
    let from = server.log.entries().length;
    expect((await server.get(path)).status).toBe(200);
    expect(server.waysSince(from, path)).toEqual({ throughFastify: 0, ready: 1 });

    // A member's page carries their own votes, so theirs is never a visitor's ready answer.
    const { cookie } = await register(server.app);
    for (const headers of [{ cookie }, { cookie }]) {
      from = server.log.entries().length;
      expect((await server.get(path, headers)).status).toBe(200);
      expect(server.waysSince(from, path)).toEqual({ throughFastify: 1, ready: 0 });
    }

    await server.send('HEAD', '/api/models');
    from = server.log.entries().length;
    const head = await server.send('HEAD', '/api/models');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(server.waysSince(from, '/api/models')).toEqual({ throughFastify: 1, ready: 0 });
  });
});
