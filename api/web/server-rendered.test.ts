import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postPageSchema } from '@shared/community/responses';
import { PRERENDERED_ATTRIBUTE, SERVER_RENDERED_PAGES, serverRenderedTemplate } from '@shared/pwa/documents';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_MARKS, firstScreenDataSchema } from '@shared/pwa/first-screen';
import { resourceUrl } from '@shared/http/resource';
import { eventTexts } from '@shared/events/texts';
import { showReadResources } from '@shared/shows/resources';
import type { Show, ShowCar } from '@shared/shows/responses';
import { buildApp, type App } from '../app';
import { classId, createShow, entered, garageCar, member, type Member } from '../shows/show-fixture';
import { requester, type Requester } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';
import { firstScreenRendererFromSource } from './first-screen-renderer-fixture';

let ctx: TestContext;
let app: App;
let web: Requester;
let webRoot: string;
let renders = 0;
let closeRenderer: () => Promise<void>;
let organizer: Member;
let owner: Member;
let show: Show;
let carNumber: number;
let entryId: string;
let origin: string;
let pagesThroughFastify = 0;

/** A GET over a real socket, as a phone sends it (ready answers are sent from the HTTP server, which inject skips). */
const overSocket = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const sent = httpRequest(`${origin}${url}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });

const SHELL = '<!doctype html><title>Pontiac Hub</title><div id="root"><p>shell</p></div>';
/** What the build writes for the car's page (pwa/build/prerender.ts), reduced to its marks. */
const TEMPLATE = `<!doctype html><title>${FIRST_SCREEN_MARKS.title}</title><div id="root" ${PRERENDERED_ATTRIBUTE}="${FIRST_SCREEN_MARKS.path}">${FIRST_SCREEN_MARKS.markup}</div>${FIRST_SCREEN_MARKS.data}</body>`;

beforeAll(async () => {
  ctx = await createTestApp();
  webRoot = mkdtempSync(path.join(tmpdir(), 'pontiac-web-'));
  mkdirSync(path.join(webRoot, 'server-rendered'));
  for (const name of ['index.html', 'pontiac.html', 'shell.html']) writeFileSync(path.join(webRoot, name), SHELL);
  for (const page of SERVER_RENDERED_PAGES) writeFileSync(path.join(webRoot, serverRenderedTemplate(page)), TEMPLATE);
  const source = await firstScreenRendererFromSource();
  closeRenderer = source.close;
  app = await buildApp({
    orm: ctx.orm,
    config: { sessionSecret: randomBytes(32).toString('hex'), cookieSecure: false, trustProxy: false, webRoot, uploadsDir: ctx.uploadsDir },
    // Counted: a kept render is sent without rendering again.
    firstScreenRenderer: {
      renderFirstScreen: (url, fetchAsVisitor) => {
        renders += 1;
        return source.renderer.renderFirstScreen(url, fetchAsVisitor);
      },
    },
  });
  // Which requests reach Fastify: a page sent ready never does.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/events/')) pagesThroughFastify += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server listens on no port');
  origin = `http://127.0.0.1:${address.port}`;
  web = requester(app);
  organizer = await member(app);
  owner = await member(app);
  show = await createShow(organizer.api, {}, { title: 'Pontiacs </script><script>alert(1)</script> on the green' });
  const entry = await entered(owner.api, show, await garageCar(owner.api, { modelSlug: 'gto', year: 1966 }), classId(show, 'GTO 1964–67'));
  carNumber = entry.carNumber;
  entryId = entry.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await closeRenderer?.();
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The JSON data block of a page, as the app reads it. */
function firstScreenOf(html: string) {
  const blocks = [...html.matchAll(new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`, 'gs'))];
  expect(blocks).toHaveLength(1);
  return firstScreenDataSchema.parse(JSON.parse(blocks[0]?.[1] ?? ''));
}

const carPage = () => `/events/${show.eventId}/cars/${carNumber}`;

describe("a car's page on a first visit", () => {
  it('comes with the car in its HTML (number, model, owner, class) and the data it was rendered from', async () => {
    const response = await web.get(carPage());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain(`<title>#${carNumber} 1966 GTO | Pontiac Hub</title>`);
    expect(html).toContain(`${PRERENDERED_ATTRIBUTE}="${carPage()}"`);
    // React marks where two texts meet (`<!-- -->`): the browser shows them as one.
    expect(html.replaceAll('<!-- -->', '')).toContain(`<span class="show-car-page__number">#${carNumber}</span> 1966 GTO</h1>`);
    expect(html).toMatch(new RegExp(`<dt>Owner</dt><dd><a href="/profile/[^"]+"[^>]*>${owner.name}</a></dd>`));
    expect(html).toContain('<dt>Class</dt><dd>GTO 1964–67</dd>');

    const params = { eventId: show.eventId, carNumber: String(carNumber) };
    const car = (await web.get(resourceUrl(showReadResources.car, { params }))).json<ShowCar>();
    const detail = (await web.get(resourceUrl(showReadResources.detail, { params }))).json<Show>();
    expect(firstScreenOf(html).queries.map((query) => query.data)).toEqual([car, detail]);
  });

  it('keeps a title that reads like a script inside the data block, as data', async () => {
    const html = (await web.get(carPage())).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    const [, detail] = firstScreenOf(html).queries;
    expect(detail?.data).toMatchObject({ title: 'Pontiacs </script><script>alert(1)</script> on the green' });
  });

  it('is the visitor’s page for a signed-in member too: no member’s view is kept or sent to another', async () => {
    const visitor = (await web.get(carPage())).body;
    expect((await owner.api.get(carPage())).body).toBe(visitor);
    expect((await organizer.api.get(carPage())).body).toBe(visitor);
  });

  it('is rendered once per change, not per request: a check-in shows on the next visit', async () => {
    await web.get(carPage());
    const before = renders;
    const again = await web.get(carPage(), { headers: { 'accept-encoding': 'br' } });
    expect(renders).toBe(before);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.body).not.toContain('Checked in');

    const checkIn = await organizer.api.post(`/api/shows/${show.eventId}/check-ins`, {
      id: randomUUID(),
      carNumber,
      checkedInAt: new Date().toISOString(),
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const after = await web.get(carPage());
    expect(renders).toBe(before + 1);
    expect(after.body).toContain('Checked in');
  });

  it('is sent ready, before Fastify, once a render has gone out in that encoding: the same status, headers and bytes', async () => {
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const before = pagesThroughFastify;
      const rendersBefore = renders;
      const answers = [];
      for (let count = 0; count < 3; count += 1) answers.push(await overSocket(carPage(), { 'accept-encoding': encoding }));
      // At most the first goes through Fastify (to be sent once as it goes out); the others are sent ready.
      expect(pagesThroughFastify - before, encoding).toBeLessThanOrEqual(1);
      expect(renders).toBe(rendersBefore);
      const [first, ...rest] = answers;
      for (const answer of rest) {
        expect(answer.status).toBe(200);
        expect(answer.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
        const { date: _date, ...headers } = answer.headers;
        const { date: _firstDate, ...firstHeaders } = first?.headers ?? {};
        expect(headers).toEqual(firstHeaders);
        expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
        expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
        expect(decode(answer.body).toString('utf8')).toContain('1966 GTO');
      }
    }
    // A change: the next visit is rendered afresh, through Fastify.
    const withdrawn = await owner.api.post(`/api/shows/${show.eventId}/entries/${entryId}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBeLessThan(300);
    const before = pagesThroughFastify;
    const after = await overSocket(carPage(), { 'accept-encoding': 'identity' });
    expect(pagesThroughFastify - before).toBe(1);
    expect(after.body.toString('utf8')).toContain('<dt>Status</dt><dd>Withdrawn</dd>');
  });

  it('is the shell for a car number the show does not have, or an address that is no car', async () => {
    for (const url of [`/events/${show.eventId}/cars/999`, `/events/${show.eventId}/cars/abc`, `/events/${randomUUID()}/cars/1`]) {
      const response = await web.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });
});

describe('the forum on a first visit', () => {
  let postPage = '';

  beforeAll(async () => {
    const created = await owner.api.post('/api/posts', { communitySlug: 'gto', title: 'Tri-Power at the show', body: 'Three deuces.' });
    expect(created.statusCode, created.body).toBe(201);
    postPage = `/post/${created.json<{ id: string }>().id}`;
  });

  it("a post's page and its community's list come with the post in their HTML", async () => {
    const post = await web.get(postPage);
    expect(post.body).toContain('<title>Tri-Power at the show | Pontiac Hub</title>');
    expect(post.body).toContain('Three deuces.');
    const list = await web.get('/community/gto');
    expect(list.body).toContain('<title>GTO | Pontiac Hub</title>');
    expect(list.body).toContain(`href="${postPage}"`);
    // The list's first page, kept as the app's page-by-page query keeps it.
    const [, pages] = firstScreenOf(list.body).queries;
    const kept = z.object({ pageParams: z.array(z.string()), pages: z.array(postPageSchema) }).parse(pages?.data);
    expect(kept.pageParams).toEqual(['']);
    expect(kept.pages[0]?.items.map((item) => item.title)).toContain('Tri-Power at the show');
  });

  it("is a visitor's alone: a member, whose posts carry their own votes, gets the shell, also once a visitor's render is kept", async () => {
    const upvoted = await organizer.api.put(`/api/posts/${postPage.split('/').pop()}/vote`, { value: 1 });
    expect(upvoted.statusCode, upvoted.body).toBe(200);
    for (const url of [postPage, '/community/gto', '/community']) {
      expect((await web.get(url)).body, url).toContain('first-screen-data');
      expect((await overSocket(url, { 'accept-encoding': 'identity' })).body.toString('utf8'), url).toContain('first-screen-data');
      expect((await organizer.api.get(url)).body, url).toBe(SHELL);
      const overTheSocket = await overSocket(url, { 'accept-encoding': 'identity', cookie: organizer.cookie });
      expect(overTheSocket.body.toString('utf8'), url).toBe(SHELL);
    }
  });

  it('is rendered afresh after a change: an edit shows on the next visit', async () => {
    const before = (await web.get(postPage)).body;
    const edited = await owner.api.put(`/api/posts/${postPage.split('/').pop()}`, {
      title: 'Tri-Power at the show, edited',
      body: 'Three deuces.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await web.get(postPage)).body;
    expect(before).not.toContain('edited');
    expect(after).toContain('<title>Tri-Power at the show, edited | Pontiac Hub</title>');
  });

  it('is the shell for a post or community that does not exist', async () => {
    for (const url of [`/post/${randomUUID()}`, '/post/not-a-post', '/community/no-such-community']) {
      expect((await web.get(url)).body, url).toBe(SHELL);
    }
  });
});

describe("an event's page on a first visit", () => {
  it('is rendered afresh once the clock alone changes it: "Upcoming" until the event starts, then "Past Event"', async () => {
    const startsAt = new Date(Date.now() + 1_500);
    const created = await organizer.api.post('/api/events', {
      title: 'Cruise night starting now',
      description: 'Pontiacs at dusk.',
      eventDate: startsAt.toISOString(),
      location: 'Main Street',
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = `/events/${created.json<{ id: string }>().id}`;
    const before = (await web.get(page)).body;
    expect(before).toContain('<title>Cruise night starting now | Pontiac Hub</title>');
    expect(before).toContain('>Upcoming</li>');
    // Kept and sent ready until then.
    expect((await overSocket(page, { 'accept-encoding': 'identity' })).body.toString('utf8')).toContain('>Upcoming</li>');

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now() + 50)));
    const after = (await overSocket(page, { 'accept-encoding': 'identity' })).body.toString('utf8');
    expect(after).toContain(`>${eventTexts.pastEvent}</li>`);
    expect(after).not.toContain('>Upcoming</li>');
  });
});
