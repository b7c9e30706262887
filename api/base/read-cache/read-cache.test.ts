import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../events/event-fixture';
import { register, requester, signInAsAdmin, type Requester } from '../../test/http';
import { createTestApp, untilCachesListen, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Requester;
let second: Awaited<ReturnType<TestContext['anotherServer']>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = requester(ctx.app, { cookie: await signInAsAdmin(ctx) });
  second = await ctx.anotherServer();
  // Both servers hear about changes before the test relies on their caches.
  await untilCachesListen(ctx.app, second.app);
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

type ModelSummary = { id: string; slug: string; name: string; description: string };

async function gto(api: Requester) {
  const list = await api.get('/api/models');
  expect(list.statusCode).toBe(200);
  const model = list.json<ModelSummary[]>().find((row) => row.slug === 'gto');
  if (!model) throw new Error('the seeded GTO is missing');
  return model;
}

const update = (model: ModelSummary, description: string) =>
  admin.put(`/api/admin/models/${model.id}`, {
    slug: model.slug,
    name: model.name,
    firstYear: 1964,
    lastYear: 1974,
    description,
    heroImage: null,
    featured: true,
  });

describe('the read cache', () => {
  it('an admin edit is in the very next answer of this server, and of a second server on the same database', async () => {
    // Both servers now hold the list and the model page.
    const before = await gto(ctx.api);
    await gto(second.api);
    expect((await second.api.get('/api/models/gto')).statusCode).toBe(200);

    const edited = `Edited at ${Date.now()}`;
    expect((await update(before, edited)).statusCode).toBe(200);

    expect((await gto(ctx.api)).description).toBe(edited);
    expect((await ctx.api.get('/api/models/gto')).json<ModelSummary>().description).toBe(edited);
    // The other process hears it from PostgreSQL, a moment after the commit.
    await expect.poll(async () => (await gto(second.api)).description, { timeout: 5_000 }).toBe(edited);
    expect((await second.api.get('/api/models/gto')).json<ModelSummary>().description).toBe(edited);
  });

  it('a change made outside any server (a script, SQL by hand) reaches every cache too', async () => {
    await gto(ctx.api);
    await gto(second.api);
    await ctx.orm.em.fork().execute(`update models set name = 'GTO (hand-edited)' where slug = 'gto'`);
    await expect.poll(async () => (await gto(ctx.api)).name).toBe('GTO (hand-edited)');
    await expect.poll(async () => (await gto(second.api)).name).toBe('GTO (hand-edited)');
    await ctx.orm.em.fork().execute(`update models set name = 'GTO' where slug = 'gto'`);
  });

  it('answers a matching If-None-Match with 304 and no body, and a changed one with the new answer', async () => {
    const first = await ctx.api.get('/api/valuations');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await ctx.api.get('/api/valuations', { headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await ctx.api.get('/api/valuations', { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('sends brotli or gzip as the client accepts, the same JSON either way, and plain JSON to a client that accepts neither', async () => {
    const plain = await ctx.api.get('/api/diy-videos', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected: unknown = plain.json();

    const br = await ctx.app.inject({ method: 'GET', url: '/api/diy-videos', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gzip = await ctx.app.inject({ method: 'GET', url: '/api/diy-videos', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
  });

  it('keeps answers per address: a filter is its own answer, a 404 is not kept', async () => {
    const all = (await ctx.api.get('/api/diy-videos')).json<unknown[]>();
    const filtered = (await ctx.api.get('/api/diy-videos?model=gto')).json<unknown[]>();
    expect(filtered.length).toBeLessThan(all.length);
    expect((await ctx.api.get('/api/models/no-such-model')).statusCode).toBe(404);
    expect((await ctx.api.get('/api/models/no-such-model')).statusCode).toBe(404);
  });

  it('the communities list follows new posts, and the events list new events, photos and deletions, on both servers', async () => {
    type CommunityRow = { slug: string; postCount: number };
    const gtoPosts = async (api: Requester) =>
      (await api.get('/api/communities')).json<CommunityRow[]>().find((row) => row.slug === 'gto')?.postCount;
    const before = await gtoPosts(ctx.api);
    await gtoPosts(second.api);
    const member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
    const post = await member.post('/api/posts', { communitySlug: 'gto', title: 'Counted in the list', body: 'x' });
    expect(post.statusCode).toBe(201);
    expect(await gtoPosts(ctx.api)).toBe((before ?? 0) + 1);
    await expect.poll(() => gtoPosts(second.api), { timeout: 5_000 }).toBe((before ?? 0) + 1);

    const titles = async (api: Requester) => (await api.get('/api/events')).json<Array<{ title: string }>>().map((event) => event.title);
    await titles(ctx.api);
    await titles(second.api);
    const event = await createEvent(member, { title: 'Cached list meet' });
    expect(await titles(ctx.api)).toContain('Cached list meet');
    await expect.poll(() => titles(second.api), { timeout: 5_000 }).toContain('Cached list meet');
    expect((await member.delete(`/api/events/${event.id}`)).statusCode).toBe(204);
    expect(await titles(ctx.api)).not.toContain('Cached list meet');
    await expect.poll(() => titles(second.api), { timeout: 5_000 }).not.toContain('Cached list meet');
  });

  it("every write answers only once this server has heard what it changed: a member's new name is in the events list at once", async () => {
    // The write is a forum member's (PUT /api/users/me), the list the events': cache-table.ts alone says users' names
    // empty both, with no rule of the account routes.
    const member = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
    const event = await createEvent(member, { title: 'Renamed organizer meet' });
    const organizerName = async () =>
      (await ctx.api.get('/api/events')).json<Array<{ id: string; organizer: { name: string } }>>().find((row) => row.id === event.id)
        ?.organizer.name;
    await organizerName();
    const renamed = `Renamed ${Date.now()}`;
    expect((await member.put('/api/users/me', { name: renamed, location: null, bio: null })).statusCode).toBe(200);
    expect(await organizerName()).toBe(renamed);
  });
});
