import { expect, test, type Page } from '@playwright/test';
import { showWriteTexts } from '../pwa/src/features/shows/entry/writeTexts';
import { gtoShowVoting, saveShowOnPhone, votedCars } from './show-support';

const NUMBER = '.show-car-page__number';

/**
 * In every document: whether the car's number, once on screen, was ever gone from it (the app's first render
 * replacing the service worker's page with "Loading..." would be), checked after each change of the page.
 */
function watchNumberStays(selector: string) {
  const state = { seen: false, lost: false };
  Object.assign(window, { numberWatch: state });
  new MutationObserver(() => {
    const present = document.querySelector(selector) !== null;
    if (present) state.seen = true;
    else if (state.seen) state.lost = true;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const numberWatch = (page: Page) =>
  page.evaluate(() => (window as unknown as { numberWatch: { seen: boolean; lost: boolean } }).numberWatch);

test('a car page scanned with no signal comes as a document from the saved show, and the app takes it over in place', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const show = await gtoShowVoting(request, `Car pages ${stamp}`, [1965, 1966]);

  // A visitor's phone, signed in, saves the show for offline.
  await saveShowOnPhone(page, 'Vera Visitor', `/events/${show.eventId}`);

  await page.context().addInitScript(watchNumberStays, NUMBER);
  await page.context().setOffline(true);
  const answer = await page.goto(`/events/${show.eventId}/cars/2`);
  // The document itself holds the car, before any of the app's code has run.
  const document = (await answer?.text()) ?? '';
  expect(document).toContain('<span class="show-car-page__number">#2</span> 1966 GTO');
  expect(document).toContain('<title>#2 1966 GTO | Pontiac Hub</title>');
  // Kept out of the back-forward cache, like every page the worker answers, under the app's own policy.
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");

  // The app takes the page over: the vote, which only the app draws, comes under the same car.
  const vote = page.getByRole('button', { name: showWriteTexts.voteForIn(2, 'GTO') });
  await expect(vote).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '#2 1966 GTO' })).toBeVisible();
  await expect(page.getByText('From the show saved on this device.')).toBeVisible();
  expect(await numberWatch(page)).toEqual({ seen: true, lost: false });
  await vote.click();
  await expect(page.getByText(showWriteTexts.pendingChoice)).toBeVisible();

  // Back online, the vote made on the car's page reaches the server once.
  await page.context().setOffline(false);
  await expect.poll(() => votedCars(request, show.eventId), { timeout: 30_000 }).toEqual([[2, 1]]);
});
