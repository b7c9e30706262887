import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '@shared/pwa/documents';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_MARKS, firstScreenDataSchema } from '@shared/pwa/first-screen';
import { resourceUrl } from '@shared/http/resource';
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

const SHELL = '<!doctype html><title>Pontiac Hub</title><div id="root"><p>shell</p></div>';
/** What the build writes for the car's page (pwa/build/prerender.ts), reduced to its marks. */
const TEMPLATE = `<!doctype html><title>${FIRST_SCREEN_MARKS.title}</title><div id="root" ${PRERENDERED_ATTRIBUTE}="${FIRST_SCREEN_MARKS.path}">${FIRST_SCREEN_MARKS.markup}</div>${FIRST_SCREEN_MARKS.data}</body>`;

beforeAll(async () => {
  ctx = await createTestApp();
  webRoot = mkdtempSync(path.join(tmpdir(), 'pontiac-web-'));
  mkdirSync(path.join(webRoot, 'server-rendered'));
  for (const name of ['index.html', 'pontiac.html', 'shell.html']) writeFileSync(path.join(webRoot, name), SHELL);
  writeFileSync(path.join(webRoot, 'server-rendered', 'show-car.html'), TEMPLATE);
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
  await app.ready();
  web = requester(app);
  organizer = await member(app);
  owner = await member(app);
  show = await createShow(organizer.api, {}, { title: 'Pontiacs </script><script>alert(1)</script> on the green' });
  const entry = await entered(owner.api, show, await garageCar(owner.api, { modelSlug: 'gto', year: 1966 }), classId(show, 'GTO 1964–67'));
  carNumber = entry.carNumber;
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

describe("a car's page on a first visit (issue 44)", () => {
  it('comes with the car in its HTML (number, model, owner, class) and the data it was rendered from', async () => {
    const response = await web.get(carPage());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain(`<title>#${carNumber} 1966 Pontiac GTO | Pontiac Hub</title>`);
    expect(html).toContain(`${PRERENDERED_ATTRIBUTE}="${carPage()}"`);
    // React marks where two texts meet (`<!-- -->`): the browser shows them as one.
    expect(html.replaceAll('<!-- -->', '')).toContain(`<span class="show-car-page__number">#${carNumber}</span> 1966 Pontiac GTO</h1>`);
    expect(html).toContain(owner.name);
    expect(html).toContain('GTO 1964–67');

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

  it('is the shell for a car number the show does not have, or an address that is no car', async () => {
    for (const url of [`/events/${show.eventId}/cars/999`, `/events/${show.eventId}/cars/abc`, `/events/${randomUUID()}/cars/1`]) {
      const response = await web.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });
});
