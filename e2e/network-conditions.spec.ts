import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { z } from 'zod';
import { diyVideoSeeds } from '../api/seeders/data/diy-videos';
import { eventResources } from '../shared/events/resources';
import { eventTexts } from '../shared/events/texts';
import { resourceKey } from '../shared/http/resource';
import { baseURL as appURL } from '../playwright.config';
import { startNetworkProxy, type NetworkCondition, type NetworkProxy } from './network-proxy';
import { fillEventForm, mirrorFilled, onThisDevice, registerViaForm, serverEventsTitled, serviceWorkerControls } from './support';

/**
 * The show-ground matrix: after one online visit, every screen a member relies on still works when the network
 * is off, hangs (lie-fi), is slow or drops answers, and an event created meanwhile reaches the server exactly once.
 * The browser reaches the app only through a proxy the test controls, so the service worker's requests are
 * subject to the same network as the page's.
 */
const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? 3199);
let proxy: NetworkProxy;
let server: APIRequestContext;

test.use({ baseURL: `http://localhost:${PROXY_PORT}` });

test.beforeAll(async () => {
  proxy = await startNetworkProxy({ upstream: appURL, port: PROXY_PORT });
  // The test's own view of the server, around the proxy.
  server = await playwrightRequest.newContext({ baseURL: appURL });
});

test.afterAll(async () => {
  await server.dispose();
  await proxy.close();
});

test.afterEach(() => proxy.set('normal'));

/** Screens must come from the device before any read could have given up (6 s): stored data shows at once. */
const FROM_DEVICE = { timeout: 5_000 };
const diyTitle = diyVideoSeeds[0]!.title;

/** One online visit: the worker installed, the mirror filled, a member signed in, the events list seen. */
async function visitOnline(page: Page, eventTitle: string) {
  await page.goto('/');
  await serviceWorkerControls(page);
  await mirrorFilled(page);
  await registerViaForm(page);
  await page.goto('/events/create');
  await fillEventForm(page, { title: eventTitle });
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  // On a busy machine the answer can take longer than the member waits (the read budget): the event then waits on the
  // device and the outbox sends it a moment later. Either way the server ends with it, once.
  const opened = page.getByRole('heading', { level: 1, name: eventTitle });
  const waiting = onThisDevice(page).getByRole('heading', { name: eventTitle });
  await expect(opened.or(waiting).first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await serverEventsTitled(server, eventTitle)).length, { timeout: 30_000 }).toBe(1);
  await page.goto('/events');
  await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('heading', { name: eventTitle })).toBeVisible();
  await expect(onThisDevice(page)).toHaveCount(0);
  // The persisted query cache is written a moment later (throttled): wait until it holds the list itself (the
  // new event's own page is stored too, and holds the title first).
  await expect.poll(async () => persistedEventsList(await readPersistedCache(page)).includes(eventTitle)).toBe(true);
}

/** The persisted query cache as the app stored it (IndexedDB 'pontiac-hub-offline', table kv). */
function readPersistedCache(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('pontiac-hub-offline');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get('react-query-cache');
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => resolve(null);
        };
      }),
  );
}

const persistedCacheSchema = z.object({
  value: z.string().transform((text): unknown => JSON.parse(text)),
});
const persistedClientSchema = z.object({
  clientState: z.object({ queries: z.array(z.object({ queryHash: z.string(), state: z.object({ data: z.unknown() }) })) }),
});

/**
 * The text of the events list's upcoming section the cache holds (its pages), or '' (its own entry, not the event
 * pages stored beside it). The events in these tests are all upcoming.
 */
function persistedEventsList(stored: unknown): string {
  const row = persistedCacheSchema.safeParse(stored);
  const client = row.success ? persistedClientSchema.safeParse(row.data.value) : null;
  const list = client?.success
    ? client.data.clientState.queries.find(
        (query) => query.queryHash === JSON.stringify(resourceKey(eventResources.list, { query: { when: 'upcoming' } })),
      )
    : undefined;
  return JSON.stringify(list?.state.data ?? '');
}

async function expectAgeNote(page: Page, shown: boolean) {
  if (shown) await expect(page.getByRole('note')).toHaveText(/^Offline copy from /, { timeout: 10_000 });
}

async function walkScreens(page: Page, eventTitle: string, { noAnswers }: { noAnswers: boolean }) {
  await page.goto('/pontiac');
  await expect(page.getByRole('list', { name: 'Models' }).getByRole('link', { name: 'GTO', exact: true })).toBeVisible(FROM_DEVICE);
  await expectAgeNote(page, noAnswers);
  await page.goto('/pontiac/gto');
  await expect(page.getByRole('heading', { level: 1, name: 'GTO' })).toBeVisible(FROM_DEVICE);
  await page.goto('/tools/value-guide?model=gto&year=1967&trim=GTO');
  await expect(page.getByRole('heading', { level: 2, name: '1967 GTO', exact: true })).toBeVisible(FROM_DEVICE);
  await page.goto('/diy');
  await expect(page.getByRole('heading', { name: diyTitle })).toBeVisible(FROM_DEVICE);
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: eventTitle })).toBeVisible(FROM_DEVICE);
  await expectAgeNote(page, noAnswers);
}

/** Creates an event under the condition; whether it went at once or waits, the server ends with exactly one. */
async function createEventExactlyOnce(page: Page, title: string) {
  await page.goto('/events');
  // With no answer from the server, the member last signed in here may still create (after the read budget).
  await page.getByRole('link', { name: eventTexts.createEvent, exact: true }).click({ timeout: 15_000 });
  await fillEventForm(page, { title, location: 'Fairgrounds, gate 3' });
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  const sentAtOnce = page.getByRole('heading', { level: 1, name: title });
  const waiting = onThisDevice(page).getByRole('heading', { name: title });
  // Queued when its answer was lost, then sent by the outbox before the check looked (flaky lets every other through).
  const sentFromQueue = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('heading', { name: title });
  // first(): while the outbox hands over, the queued card and the sent one can both be on screen for a moment.
  await expect(sentAtOnce.or(waiting).or(sentFromQueue).first()).toBeVisible({ timeout: 15_000 });

  proxy.set('normal');
  await expect.poll(async () => (await serverEventsTitled(server, title)).length, { timeout: 30_000 }).toBe(1);
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(onThisDevice(page)).toHaveCount(0);
  expect(await serverEventsTitled(server, title)).toHaveLength(1);
}

const conditions: Array<{ condition: NetworkCondition; what: string }> = [
  { condition: 'offline', what: 'no network at all' },
  { condition: 'lie-fi', what: 'requests that never answer' },
  { condition: 'slow', what: 'every answer seconds late' },
  { condition: 'flaky', what: 'every other API answer lost' },
];

for (const { condition, what } of conditions) {
  test(`${condition} (${what}): model list, model page, value guide, DIY and events read from the device; an event is sent exactly once`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    await visitOnline(page, `Seen online ${condition} ${stamp}`);

    proxy.set(condition);
    await walkScreens(page, `Seen online ${condition} ${stamp}`, { noAnswers: condition === 'offline' || condition === 'lie-fi' });
    await createEventExactlyOnce(page, `Made under ${condition} ${stamp}`);
  });
}
