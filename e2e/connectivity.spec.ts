import { expect, test, type Page } from '@playwright/test';
import { eventTexts } from '../shared/events/texts';
import { OFFLINE_LABEL } from '../shared/pwa/texts';
import { registerViaForm } from './support';

const offlinePill = (page: Page) => page.getByRole('banner').getByText(OFFLINE_LABEL, { exact: true });

test('the Offline pill follows what requests do, not navigator.onLine: refused requests, then a recovery', async ({ page }) => {
  await page.goto('/pontiac');
  await expect(page.getByRole('heading', { level: 1, name: 'Pontiac Models' })).toBeVisible();
  await expect(offlinePill(page)).toHaveCount(0);

  // Every API request fails while the browser still reports a connection (what Chromium does after an
  // offline reload served by the service worker).
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
  await expect(offlinePill(page)).toBeVisible({ timeout: 10_000 });

  // The app keeps asking quietly; once the server answers again the pill goes away by itself.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(offlinePill(page)).toHaveCount(0, { timeout: 20_000 });
});

test('lie-fi: reads that never get an answer make the app say Offline within seconds', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The home of the Pontiac enthusiast' })).toBeVisible();
  // Requests are held, never answered nor refused.
  await page.route('**/api/**', () => undefined);
  await page.goto('/events');
  await expect(offlinePill(page)).toBeVisible({ timeout: 15_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('an online event create is one request: one POST, no sign-in check, no re-fetch of the new event', async ({ page, context }) => {
  await registerViaForm(page);
  await page.goto('/events/create');
  const title = `One round trip ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Counting requests.');
  await page.getByLabel('Date and time').fill('2031-06-01T18:30');
  await page.getByLabel('Location').fill('Main St lot');

  const apiRequests: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${url.pathname}`);
  });
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const eventPath = new URL(page.url()).pathname.replace(/^\/events\//, '/api/events/');

  expect(apiRequests.filter((line) => line === 'POST /api/events')).toHaveLength(1);
  expect(apiRequests.filter((line) => line.startsWith('GET /api/auth/me'))).toEqual([]);
  expect(apiRequests.filter((line) => line === `GET ${eventPath}`)).toEqual([]);
  expect(apiRequests.filter((line) => line.startsWith('POST ') && line !== 'POST /api/events')).toEqual([]);
});
