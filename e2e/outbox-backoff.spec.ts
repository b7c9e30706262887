import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { eventTexts } from '../shared/events/texts';
import { baseURL as appURL } from '../playwright.config';
import { startNetworkProxy, type NetworkProxy } from './network-proxy';
import { fillEventForm, onThisDevice, registerViaForm, serverEventsTitled, serviceWorkerControls } from './support';

/**
 * The crowd when the signal returns: a write queued without signal goes once the signal is back, and when the server
 * answers that first try with a 503 and Retry-After, the phone does not try again before the server's wait. The
 * browser reaches the app only through a proxy the test controls (its own port beside E2E_PORT), so the service
 * worker's requests, which send the outbox, go through it too; the proxy answers the 503 and logs when each request
 * arrived.
 */
const proxyPort = Number(new URL(appURL).port) + 300;
let proxy: NetworkProxy;
let server: APIRequestContext;

test.use({ baseURL: `http://localhost:${proxyPort}` });

test.beforeAll(async () => {
  proxy = await startNetworkProxy({ upstream: appURL, port: proxyPort });
  // The test's own view of the server, around the proxy.
  server = await playwrightRequest.newContext({ baseURL: appURL });
});

test.afterAll(async () => {
  await server.dispose();
  await proxy.close();
});

const RETRY_AFTER_S = 2;
const eventCreates = () => proxy.requests().filter((request) => request.method === 'POST' && request.path === '/api/events');

const queuedCard = (page: Page, title: string) =>
  onThisDevice(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });

test('a write queued without signal waits out the server’s 503 Retry-After, then reaches the server exactly once', async ({ page }) => {
  test.slow();
  const title = `Back after the outage ${Date.now()}`;
  await page.goto('/');
  await serviceWorkerControls(page);
  await registerViaForm(page);
  await page.goto('/events/create');

  proxy.set('offline');
  await fillEventForm(page, { title });
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  const card = queuedCard(page, title);
  await expect(card.getByText(eventTexts.waitingToSend, { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(eventCreates()).toEqual([]);

  // The signal returns to a busy server: its first try is answered 503, come back in 2 s.
  proxy.answerNext('POST', '/api/events', { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_S) } });
  proxy.set('normal');
  await expect.poll(() => eventCreates().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  // Turned away for now, the write still waits as it did, with no refusal shown.
  await expect(card.getByText(eventTexts.waitingToSend, { exact: true })).toBeVisible();
  await expect(card.getByText(/^Server said/)).toHaveCount(0);

  await expect.poll(async () => (await serverEventsTitled(server, title)).length, { timeout: 30_000 }).toBe(1);
  const [busy, retry, ...more] = eventCreates();
  expect(more).toEqual([]);
  expect(retry!.at - busy!.at).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000);

  await expect(onThisDevice(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await serverEventsTitled(server, title)).toHaveLength(1);
});
