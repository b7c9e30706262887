import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../events/event-fixture';
import { classId, createShow, entered, garageCar } from '../../shows/show-fixture';
import { register, requester } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { listeningServer } from './ready-answers-fixture';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof listeningServer>>;
/** One address of every route whose answers may be sent ready (cache-table.ts), as a visitor reads it. */
let readyAddresses: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  server = await listeningServer(ctx);
  const organizer = requester(server.app, { cookie: (await register(server.app)).cookie });
  // Two of each, so the first page of one carries the next page's cursor (a header of the answer's own).
  for (const title of ['Ready meet one', 'Ready meet two']) await createEvent(organizer, { title });
  const show = await createShow(organizer);
  const car = await garageCar(organizer);
  const entry = await entered(organizer, show, car, classId(show, 'GTO 1964–67'));
  const post = await organizer.post('/api/posts', { communitySlug: 'gto', title: 'Ready post', body: 'Read by visitors.' });
  expect(post.statusCode).toBe(201);
  const year = (await server.api.get('/api/models/gto/years/1969')).json<{ trims: Array<{ slug: string }> }>();
  const trim = year.trims[0]?.slug;
  if (!trim) throw new Error('the seeded 1969 GTO has no trims');
  readyAddresses = [
    '/api/models',
    '/api/models/gto',
    '/api/models/gto/images',
    '/api/models/gto/years',
    '/api/models/gto/years/1969',
    `/api/models/gto/years/1969/trims/${trim}`,
    '/api/valuations',
    '/api/diy-videos?model=gto',
    '/api/communities',
    '/api/events?limit=1',
    '/api/events?when=upcoming',
    '/api/posts?sort=new',
    `/api/posts/${post.json<{ id: string }>().id}`,
    `/api/shows/${show.eventId}`,
    `/api/shows/${show.eventId}/offline`,
    `/api/shows/${show.eventId}/entries/${entry.carNumber}`,
  ];
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

/** Headers as both paths spell them, but for the clock's and the connection's own (added by Node to either). */
function comparable(headers: IncomingHttpHeaders | OutgoingHttpHeaders) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || ['date', 'connection', 'keep-alive'].includes(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

describe('a ready answer is the answer Fastify gives to the same request', () => {
  it('for every ready route, in brotli, gzip and plain JSON, and as a 304: same status, headers and bytes', async () => {
    const forms: Array<Record<string, string>> = [{ 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip, deflate' }, {}];
    for (const path of readyAddresses) {
      const full = await server.get(path, { 'accept-encoding': 'br' });
      expect(full.status, path).toBe(200);
      for (const headers of [...forms, { 'accept-encoding': 'br', 'if-none-match': String(full.headers.etag) }]) {
        await server.get(path, headers);
        const from = server.log.entries().length;
        const ready = await server.get(path, headers);
        expect(server.waysSince(from, path), `${path} ${JSON.stringify(headers)}`).toEqual({ throughFastify: 0, ready: 1 });
        // Through Fastify's routing and every hook, as if nothing were ready.
        const fastify = await server.app.inject({ method: 'GET', url: path, headers });
        expect(ready.status, path).toBe(fastify.statusCode);
        expect(comparable(ready.headers), `${path} ${JSON.stringify(headers)}`).toEqual(comparable(fastify.headers));
        expect(ready.body.equals(fastify.rawPayload), path).toBe(true);
      }
    }
    // What each form is, so the comparison above covers them all.
    const sample = readyAddresses[0] ?? '';
    expect((await server.get(sample, { 'accept-encoding': 'br' })).headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'accept-encoding',
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
    });
    expect((await server.get(sample, { 'accept-encoding': 'gzip, deflate' })).headers['content-encoding']).toBe('gzip');
    expect((await server.get(sample)).headers['content-encoding']).toBeUndefined();
  });
});
