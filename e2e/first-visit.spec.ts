import { expect, test } from '@playwright/test';
import { resourceUrl } from '../shared/http/resource';
import { showReadResources } from '../shared/shows/resources';
import { createShow, enterCar, signUp } from './show-support';

/**
 * The first visit that matters (issue 44): a dash card's QR code opens a car's page on a phone that has nothing of the
 * app yet. The server sends the car in the page's HTML with the data it was rendered from; the app takes it over.
 */
test.describe.configure({ mode: 'serial' });

let carPage = '';
/** The API's address of the car, which the page must not ask for again. */
let carRead = '';
let ownerName = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  const organizer = await playwright.request.newContext({ baseURL });
  const owner = await playwright.request.newContext({ baseURL });
  await signUp(organizer, 'Olive Organizer');
  ownerName = `Quinn Owner ${Date.now()}`;
  await signUp(owner, ownerName);
  const show = await createShow(organizer, `First visit show ${Date.now()}`, [{ name: 'GTO', modelSlug: 'gto' }]);
  const entry = await enterCar(owner, show, 'GTO', 'gto', 1966);
  carPage = `/events/${show.eventId}/cars/${entry.carNumber}`;
  carRead = resourceUrl(showReadResources.car, { params: { eventId: show.eventId, carNumber: String(entry.carNumber) } });
  await organizer.dispose();
  await owner.dispose();
});

test('with JavaScript off, the car page opened by its QR address shows the car’s number, model, class and owner', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(carPage);
  const number = carPage.split('/').pop();
  await expect(page.getByRole('heading', { level: 1, name: `#${number} 1966 Pontiac GTO` })).toBeVisible();
  await expect(page.getByRole('link', { name: ownerName })).toBeVisible();
  await expect(page.getByText('GTO', { exact: true })).toBeVisible();
  await context.close();
});

test('the app takes the server’s page over without asking for the car again, and without a hydration error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A visitor's "who am I" is a 401 the browser logs; anything else (React's hydration errors) is a problem.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  const carReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === carRead) carReads.push(request.url());
  });
  await page.goto(carPage);
  // Hydrated: the app has taken the page over and registered its service worker.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1966 Pontiac GTO');
  await expect(page).toHaveTitle(/1966 Pontiac GTO/);
  expect(carReads).toEqual([]);
  expect(problems).toEqual([]);
});
