import { z } from 'zod';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { showResultsSchema } from '../shared/shows/responses';
import { showWriteTexts as texts } from '../pwa/src/features/shows/entry/writeTexts';
import { baseURL } from '../playwright.config';
import { createShow, enterCar, serverEntries, signUp } from './show-support';
import { mirrorFilled } from './support';

/**
 * The crowd when the signal returns: twenty phones at a show, each a helper at the gate and a visitor, queue a
 * People's Choice vote and a check-in with no signal (each car by one phone), and all get it back at the same
 * moment. Each write reaches the server once (read through the API) and each phone says it was sent. The phones run
 * no service worker (twenty installs would take minutes on a shared machine), so each page sends its own outbox, as it
 * does before a worker takes control or in a browser that runs none; show-day.spec covers the worker's sending.
 */
const DEVICES = 20;
/** How many phones load the app and queue their writes at once: all twenty at once starve each other of the CPU. */
const PREPARING_AT_ONCE = 4;
const CLASS_NAME = 'Open';
/** A page loading on a busy machine beside others. */
const LOADED = { timeout: 30_000 };
/** Twenty phones sending at once, each after its own random part of the return window, to one server on a busy machine. */
const SENT = { timeout: 60_000 };
const stamp = Date.now();

const ballot = (page: Page) => page.getByRole('region', { name: CLASS_NAME, exact: true });
const ballotCard = (page: Page, carNumber: number) =>
  ballot(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^#${carNumber} `) }) });
/** The device's own check-in of a car, named as the gate names it ("Car #3 · 1966 GTO · …"). */
const checkInRow = (page: Page, carNumber: number) => page.getByRole('listitem', { name: new RegExp(`^Car #${carNumber} `) });
const checkInLink = (page: Page) => page.getByRole('link', { name: texts.checkIn, exact: true });

/**
 * A phone: a new member signed up through the API (no page waits for it), then a browser context of its own signed
 * in with that session, and the member's username.
 */
async function phone(browser: Browser, index: number) {
  const request = await playwrightRequest.newContext({ baseURL });
  await signUp(request, `Crowd Member ${index + 1}`);
  const { id } = z.object({ id: z.string() }).parse(await (await request.get('/api/auth/me')).json());
  const { username } = z.object({ username: z.string() }).parse(await (await request.get(`/api/users/${id}`)).json());
  const context = await browser.newContext({ serviceWorkers: 'block', storageState: await request.storageState() });
  await request.dispose();
  return { context, page: await context.newPage(), username };
}

/** Runs `work` for every item, at most `limit` at a time. */
async function inTurns<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

test('twenty phones with queued votes and check-ins come back at the same moment: each counts once, each shows it sent', async ({
  browser,
}) => {
  // Twenty members signed up, each phone loading the app in turn, on a shared 2-core machine.
  test.setTimeout(420_000);
  const organizer = await playwrightRequest.newContext({ baseURL });
  const [, ...phones] = await Promise.all([
    signUp(organizer, 'Olive Organiser'),
    ...Array.from({ length: DEVICES }, (_, index) => phone(browser, index)),
  ]);
  const show = await createShow(organizer, `Crowd ${stamp}`, [{ name: CLASS_NAME }], { helperUsernames: phones.map((p) => p.username) });
  expect((await organizer.post(`/api/shows/${show.eventId}/voting`, { data: { action: 'open' } })).status()).toBe(200);
  // Every phone's member shows a car; each votes for the next one's car and checks in the one after.
  const carNumbers = await Promise.all(
    phones.map(async ({ page }, index) => (await enterCar(page.request, show, CLASS_NAME, 'gto', 1964 + (index % 5))).carNumber),
  );
  const voteFor = (index: number) => carNumbers[(index + 1) % DEVICES]!;
  const checkIn = (index: number) => carNumbers[(index + 2) % DEVICES]!;

  // Each phone: the ballot, then the gate (the show's own link), then no signal: it checks a car in, goes back to the
  // ballot and votes. The phones stay offline until the last one is ready.
  await inTurns(phones, PREPARING_AT_ONCE, async ({ context, page }, index) => {
    await page.goto(`/events/${show.eventId}?tab=peoples-choice`);
    const voteButton = ballot(page).getByRole('button', { name: texts.voteForIn(voteFor(index), CLASS_NAME), exact: true });
    await expect(voteButton).toBeVisible(LOADED);
    // A phone at the show has opened the app before: its offline copy is filled. Twenty first fills (a snapshot
    // each to download and store) at the moment the signal returns would starve the sends on a 2-core machine.
    await mirrorFilled(page, LOADED);
    await checkInLink(page).click();
    await expect(page.getByLabel(texts.carNumberField)).toBeVisible(LOADED);
    await context.setOffline(true);
    await page.getByLabel(texts.carNumberField).fill(String(checkIn(index)));
    await page.getByRole('button', { name: texts.checkInButton, exact: true }).click();
    await expect(checkInRow(page, checkIn(index)).getByText(texts.waitingToSend, { exact: true })).toBeVisible();
    await page.goBack();
    await voteButton.click();
    await expect(ballotCard(page, voteFor(index)).getByText(texts.pendingChoice, { exact: true })).toBeVisible();
  });
  const results = async () => {
    const answer = showResultsSchema.parse(await (await organizer.get(`/api/shows/${show.eventId}/results`)).json());
    return answer.classes.find((item) => item.classId === show.classes[0]?.id);
  };
  const checkedIn = async () =>
    (await serverEntries(organizer, show.eventId))
      .filter((entry) => entry.status === 'checked_in')
      .map((entry) => entry.carNumber)
      .sort((a, b) => a - b);
  expect((await results())?.totalVotes).toBe(0);
  expect(await checkedIn()).toEqual([]);

  // The signal returns for all of them at once; each shows its vote as sent, then, back at the gate, its check-in.
  await Promise.all(phones.map(({ context }) => context.setOffline(false)));
  await Promise.all(
    phones.map(async ({ page }, index) => {
      await expect(ballotCard(page, voteFor(index)).getByText(texts.yourChoice, { exact: true })).toBeVisible(SENT);
      await checkInLink(page).click();
      await expect(checkInRow(page, checkIn(index)).getByText(texts.checkedIn, { exact: true })).toBeVisible(SENT);
    }),
  );

  // On the server: one vote per phone, each car one vote, and every car checked in once.
  const standings = await results();
  expect(standings?.totalVotes).toBe(DEVICES);
  expect(standings?.standings.map((standing) => standing.votes)).toEqual(Array.from({ length: DEVICES }, () => 1));
  expect(await checkedIn()).toEqual([...carNumbers].sort((a, b) => a - b));
  await Promise.all(phones.map(({ context }) => context.close()));
  await organizer.dispose();
});
