import { expect, test, type Page } from '@playwright/test';
import { resourceUrl } from '../shared/http/resource';
import { eventResources } from '../shared/events/resources';
import { forumListResources } from '../shared/community/list-resources';
import { postResources } from '../shared/community/resources';
import { showReadResources } from '../shared/shows/resources';
import { createShow, enterCar, signUp } from './show-support';

/**
 * The first visit that matters: a dash card's QR code opens a car's page on a phone that has nothing of the
 * app yet. The server sends the car (and the show's page, the forum's lists, a post) in the page's HTML with the data
 * it was rendered from; the app takes it over.
 */
test.describe.configure({ mode: 'serial' });

let carPage = '';
/** The API's address of the car, which the page must not ask for again. */
let carRead = '';
let ownerName = '';
let showPage = '';
let postPage = '';
let postTitle = '';

/** What goes wrong on `page` as it runs: errors it logs and errors it throws or reports, as they come. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A visitor's "who am I" is a 401 the browser logs; anything else (React's hydration errors) is a problem.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  // React reports a hydration that failed (and fell back to rendering afresh) with reportError: a page error.
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const organizer = await playwright.request.newContext({ baseURL });
  const owner = await playwright.request.newContext({ baseURL });
  await signUp(organizer, 'Olive Organizer');
  ownerName = `Quinn Owner ${Date.now()}`;
  await signUp(owner, ownerName);
  const show = await createShow(organizer, `First visit show ${Date.now()}`, [{ name: 'GTO', modelSlug: 'gto' }], {
    schedule: [
      { startsAt: '2031-06-01T15:00:00.000Z', title: 'Gates open for show cars', place: 'North gate' },
      { startsAt: '2031-06-01T20:30:00.000Z', title: 'Awards', place: 'Main stage' },
    ],
  });
  showPage = `/events/${show.eventId}`;
  postTitle = `First visit post ${Date.now()}`;
  const post = await owner.post('/api/posts', { data: { communitySlug: 'gto', title: postTitle, body: 'Found at the show.' } });
  expect(post.status()).toBe(201);
  postPage = `/post/${((await post.json()) as { id: string }).id}`;
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
  await expect(page.getByRole('heading', { level: 1, name: `#${number} 1966 GTO` })).toBeVisible();
  await expect(page.getByRole('link', { name: ownerName })).toBeVisible();
  await expect(page.getByText('GTO', { exact: true })).toBeVisible();
  await context.close();
});

test('with JavaScript off, the show page shows its schedule, the forum its posts and a post its text', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(showPage);
  const schedule = page.getByRole('list').filter({ hasText: 'Gates open for show cars' });
  // The server cannot know the phone's time zone: its page reads in UTC, and says so.
  await expect(schedule.getByRole('listitem').first()).toContainText('3:00 PM UTC');
  await expect(schedule.getByRole('listitem').first()).toContainText('North gate');
  await expect(schedule.getByRole('listitem').nth(1)).toContainText('8:30 PM UTC');
  await expect(schedule.getByRole('listitem').nth(1)).toContainText('Awards');

  await page.goto('/community/gto');
  await expect(page.getByRole('heading', { level: 1, name: 'GTO' })).toBeVisible();
  await expect(page.getByRole('link', { name: postTitle, exact: true })).toBeVisible();

  await page.goto(postPage);
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  await expect(page.getByText('Found at the show.')).toBeVisible();
  await context.close();
});

test('the app takes the server’s page over without asking for the car again, and without a hydration error', async ({ page }) => {
  const problems = problemsOf(page);
  const carReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === carRead) carReads.push(request.url());
  });
  await page.goto(carPage);
  // Hydrated: the app has taken the page over and registered its service worker.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1966 GTO');
  await expect(page).toHaveTitle(/1966 GTO/);
  expect(carReads).toEqual([]);
  expect(problems).toEqual([]);
});

const eventId = () => showPage.split('/').pop() ?? '';
/** Each page, and the API reads its first screen was rendered from: none is asked for again. */
const takenOver = [
  {
    what: 'the show page',
    address: () => showPage,
    rendered: () => [
      resourceUrl(eventResources.detail, { params: { id: eventId() } }),
      resourceUrl(showReadResources.bundle, { params: { eventId: eventId() } }),
    ],
  },
  {
    what: 'a community',
    address: () => '/community/gto',
    rendered: () => [
      resourceUrl(forumListResources.communities),
      resourceUrl(forumListResources.posts, { query: { sort: 'hot', community: 'gto' } }),
    ],
  },
  {
    what: 'a post',
    address: () => postPage,
    rendered: () => [resourceUrl(postResources.detail, { params: { id: postPage.split('/').pop() } })],
  },
];

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/Detroit' });
  for (const { what, address, rendered } of takenOver) {
    test(`the app takes ${what} over without asking again for what it was rendered from, nor a hydration error`, async ({ page }) => {
      const problems = problemsOf(page);
      const reads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        reads.push(url.pathname + url.search);
      });
      await page.goto(address());
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(true);
      // Once the app runs, times read on the phone's clock: 15:00 UTC is 11 AM in Detroit in June.
      if (what === 'the show page') await expect(page.getByText('11:00 AM', { exact: true })).toBeVisible();
      if (what === 'a post') await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
      expect(reads.filter((read) => rendered().includes(read))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
