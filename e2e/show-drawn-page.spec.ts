import { expect, test, type Page } from '@playwright/test';
import { DRAWN_PAGE_ATTRIBUTE, DRAWN_PAGE_REPLACED } from '../shared/pwa/documents';
import { OUTBOX_DB_NAME, SHOWS_DB_NAME } from '../pwa/src/device/names';
import { showWriteTexts } from '../pwa/src/features/shows/entry/writeTexts';
import type { DrawnPage } from '../pwa/src/features/shows/storage/drawnPage';
import { gtoShowVoting, saveShowOnPhone, votedCars } from './show-support';
import { readStoredRow } from './support';

const CARD = '.ballot-card';

/** In every document: whether the cards, once on screen, were ever all gone from it (checked after each change). */
function watchCardsStay(selector: string) {
  const state = { seen: false, lost: false };
  Object.assign(window, { cardsWatch: state });
  new MutationObserver(() => {
    const shown = [...document.querySelectorAll(selector)].some((card) => card.closest('[hidden]') === null);
    if (shown) state.seen = true;
    else if (state.seen) state.lost = true;
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

const cardsWatch = (page: Page) => page.evaluate(() => (window as unknown as { cardsWatch: { seen: boolean; lost: boolean } }).cardsWatch);

/** The page at `address` as the device keeps it drawn (storage/drawnPage.ts), or undefined. */
const keptRow = async (page: Page, address: string) =>
  (await readStoredRow(page, SHOWS_DB_NAME, 'drawnPages', address)) as DrawnPage | undefined;
const keptDrawn = async (page: Page, address: string) => (await keptRow(page, address))?.html;

/** Writes a drawing on the device, as an earlier version of the app would have left it. */
const keepRow = (page: Page, row: DrawnPage) =>
  page.evaluate(
    ({ database, row }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(new Error('the shows database did not open'));
        open.onsuccess = () => {
          const transaction = open.result.transaction('drawnPages', 'readwrite');
          transaction.objectStore('drawnPages').put(row);
          transaction.oncomplete = () => resolve(open.result.close());
          transaction.onerror = () => reject(new Error('the drawing was not written'));
        };
      }),
    { database: SHOWS_DB_NAME, row },
  );

/** A stylesheet of an older version of the app, which this one no longer has. */
const GONE_STYLESHEET = '/assets/index-0ldVers1.css';

/** The member the device last saw signed in, as the outbox keeps them for the service worker, or undefined. */
const lastMember = async (page: Page) =>
  ((await readStoredRow(page, OUTBOX_DB_NAME, 'account', 'last')) as { name: string } | undefined)?.name;

test('a saved show’s People’s Choice reopened with no signal comes as drawn, and the app takes its place', async ({ page, request }) => {
  test.slow();
  const stamp = Date.now();
  const show = await gtoShowVoting(request, `Drawn pages ${stamp}`, [1965, 1966, 1967]);

  // A member's phone saves the show and opens its People's Choice: the device keeps the page as drawn.
  const ballot = `/events/${show.eventId}?tab=peoples-choice`;
  await saveShowOnPhone(page, 'Mona Member', ballot);
  await expect(page.locator(CARD)).toHaveCount(3);
  await expect.poll(() => keptDrawn(page, ballot), { timeout: 15_000 }).toContain('1967 GTO');

  // Reopened with no signal: the document itself holds the cards, and they stay on screen as the app takes over.
  await page.context().addInitScript(watchCardsStay, CARD);
  await page.context().setOffline(true);
  const answer = await page.reload();
  const document = (await answer?.text()) ?? '';
  expect(document).toContain(`${DRAWN_PAGE_ATTRIBUTE}=""`);
  expect(document.match(/class="ballot-card[ "]/g)).toHaveLength(3);
  expect(document).toContain(`<title>Drawn pages ${stamp} | Pontiac Hub</title>`);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('#root')).toHaveAttribute(DRAWN_PAGE_ATTRIBUTE, DRAWN_PAGE_REPLACED);
  await expect(page.locator(`[${DRAWN_PAGE_ATTRIBUTE}=""]`)).toHaveCount(0);
  await expect(page.locator(CARD)).toHaveCount(3);
  expect(await cardsWatch(page)).toEqual({ seen: true, lost: false });

  // The app's own cards vote: queued with no signal, counted once back online.
  await page.getByRole('button', { name: showWriteTexts.voteForIn(2, 'GTO') }).click();
  await expect(page.getByText(showWriteTexts.pendingChoice)).toBeVisible();
  await page.context().setOffline(false);
  await expect.poll(() => votedCars(request, show.eventId), { timeout: 30_000 }).toEqual([[2, 1]]);
  await expect(page.getByText(showWriteTexts.yourChoice)).toBeVisible({ timeout: 30_000 });

  // Signed out, the device no longer answers with the member's page: the shell comes instead.
  await page.getByRole('button', { name: /Mona Member/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => lastMember(page)).toBeUndefined();
  await page.context().setOffline(true);
  const afterSignOut = await page.goto(ballot);
  expect((await afterSignOut?.text()) ?? '').not.toContain('ballot-card');
});

test('a saved show’s People’s Choice and Cars are drawn ahead: never opened, they come drawn the first time with no signal', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const show = await gtoShowVoting(request, `Drawn ahead ${stamp}`, [1965, 1966, 1967]);

  // Saved from the show's first tab: the app draws the two heavy tabs in a hidden frame, then takes the frame away.
  await saveShowOnPhone(page, 'Mona Member', `/events/${show.eventId}`);
  const ballot = `/events/${show.eventId}?tab=peoples-choice`;
  const cars = `/events/${show.eventId}?tab=cars`;
  await expect.poll(() => keptDrawn(page, ballot), { timeout: 30_000 }).toContain('1967 GTO');
  await expect.poll(() => keptDrawn(page, cars), { timeout: 30_000 }).toContain('1967 GTO');
  await expect(page.locator('iframe')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: `Drawn ahead ${stamp}` })).toBeVisible();

  // An update of the app replaces its stylesheets, and a drawing naming one it no longer has is not used: such a
  // drawing is drawn again as the saved show is next refreshed (here as the app starts again); one still whole is not.
  const ballotDrawnAt = (await keptRow(page, ballot))?.drawnAt;
  await keepRow(page, { ...(await keptRow(page, cars))!, stylesheets: [GONE_STYLESHEET] });
  await page.reload();
  await expect.poll(async () => (await keptRow(page, cars))?.stylesheets, { timeout: 30_000 }).not.toContain(GONE_STYLESHEET);
  await expect(page.locator('iframe')).toHaveCount(0, { timeout: 30_000 });
  expect(await keptDrawn(page, cars)).toContain('1967 GTO');
  expect((await keptRow(page, ballot))?.drawnAt).toBe(ballotDrawnAt);

  // People's Choice opened for the first time, with no signal: the document holds its cards, and the app takes over.
  await page.context().setOffline(true);
  const answer = await page.goto(ballot);
  const document = (await answer?.text()) ?? '';
  expect(document).toContain(`${DRAWN_PAGE_ATTRIBUTE}=""`);
  expect(document.match(/class="ballot-card[ "]/g)).toHaveLength(3);
  await expect(page.locator('#root')).toHaveAttribute(DRAWN_PAGE_ATTRIBUTE, DRAWN_PAGE_REPLACED);
  await expect(page.locator(CARD)).toHaveCount(3);
  await expect(page.getByRole('button', { name: showWriteTexts.voteForIn(2, 'GTO') })).toBeVisible();
});
