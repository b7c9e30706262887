import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { showResultsSchema } from '../shared/shows/responses';
import { SHOW_TABS, showTexts } from '../shared/shows/texts';
import { showWriteTexts as texts } from '../pwa/src/features/shows/entry/writeTexts';
import { baseURL as appURL } from '../playwright.config';
import { BACK_ONLINE, createShow, enterCar, openUnderServiceWorker, serverEntries, signUp, throughProxy } from './show-support';
import { readStoredRow } from './support';
import { SHOWS_DB_NAME } from '../pwa/src/device/names';

/**
 * The whole show day through the network proxy (the service worker's requests included). A
 * visitor saves the show, loses the signal, finds and opens a car and votes; the organiser's device and a second one
 * check cars in with no signal; back online everything lands once; after the close the results read offline.
 */
const network = throughProxy(Number(process.env.E2E_PROXY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 99));

const [, , CARS_TAB, CHOICE_TAB, RESULTS_TAB] = SHOW_TABS;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const ballot = (page: Page, className: string) => page.getByRole('region', { name: className, exact: true });
const voteButton = (page: Page, className: string, carNumber: number) =>
  ballot(page, className).getByRole('button', { name: texts.voteForIn(carNumber, className), exact: true });
const checkInRow = (page: Page, carNumber: number) => page.getByRole('listitem', { name: `Car #${carNumber}` });

/** The gate's check-in page, ready (the show and the member's rights known) before the signal goes. */
async function openCheckIn(page: Page, eventId: string) {
  await openUnderServiceWorker(page, `/events/${eventId}/check-in`);
  await expect(page.getByLabel(texts.carNumberField)).toBeVisible();
}

async function checkIn(page: Page, carNumber: number) {
  await page.getByLabel(texts.carNumberField).fill(String(carNumber));
  await page.getByRole('button', { name: texts.checkInButton, exact: true }).click();
  await expect(checkInRow(page, carNumber).first()).toBeVisible();
}

/** The show saved on the device, from its page (the read side's "Save for offline"). */
async function saveShow(page: Page, eventId: string) {
  await openUnderServiceWorker(page, `/events/${eventId}`);
  await page.getByRole('button', { name: showTexts.saveForOffline }).click();
  await expect(page.getByText(/^Saved, updated /)).toBeVisible();
}

/** A saved show refreshed from its page while online: the device's copy holds the published results. */
async function savedWithResults(page: Page, eventId: string) {
  await openUnderServiceWorker(page, `/events/${eventId}?tab=results`);
  const saveButton = page.getByRole('button', { name: showTexts.saveForOffline });
  const saved = page.getByText(/^Saved, updated /);
  // The show section says which once the device has answered: saved already (today's show, opened), or not yet.
  await expect(saveButton.or(saved)).toBeVisible();
  if (await saveButton.isVisible()) await saveButton.click();
  await expect(saved).toBeVisible();
  await expect
    .poll(async () => {
      const saved = await readStoredRow(page, SHOWS_DB_NAME, 'saved', eventId);
      return JSON.stringify(saved ?? '').includes('"standings"');
    }, BACK_ONLINE)
    .toBe(true);
}

test('show day with no signal: save, find, vote, check in on two devices; back online all lands once; results read offline', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  // The set-up, through the API around the proxy: two classes, four cars, People's Choice open.
  const server: APIRequestContext = await playwrightRequest.newContext({ baseURL: appURL });
  const organizer = await signUp(server, 'Olive Organiser');
  const show = await createShow(server, `Show day ${stamp}`, [
    { name: 'GTO', modelSlug: 'gto' },
    { name: 'Firebird', modelSlug: 'firebird' },
  ]);
  const owners = await playwrightRequest.newContext({ baseURL: appURL });
  await signUp(owners, 'Otto Owner');
  await enterCar(owners, show, 'GTO', 'gto', 1965);
  await enterCar(owners, show, 'GTO', 'gto', 1966);
  await enterCar(owners, show, 'Firebird', 'firebird', 1968);
  await enterCar(owners, show, 'Firebird', 'firebird', 1970);
  await owners.dispose();
  expect((await server.post(`/api/shows/${show.eventId}/voting`, { data: { action: 'open' } })).status()).toBe(200);

  // Online: the visitor saves the show; the gate's two devices open check-in.
  const visitor = await network.device(browser, { name: 'Vera Visitor' });
  await saveShow(visitor.page, show.eventId);
  const gate = await network.device(browser, { account: organizer });
  await openCheckIn(gate.page, show.eventId);
  const second = await network.device(browser, { account: organizer });
  await openCheckIn(second.page, show.eventId);

  network.set('offline');

  // The visitor, offline after a reload: finds car 3 by number, opens it from its QR address, votes in two classes.
  await visitor.page.reload();
  await expect(visitor.page.getByRole('heading', { level: 1, name: show.title })).toBeVisible();
  await tab(visitor.page, CARS_TAB).click();
  await visitor.page.getByRole('searchbox').fill('3');
  await expect(visitor.page.getByRole('link', { name: /#3\b/ })).toBeVisible();
  await visitor.page.goto(`/events/${show.eventId}/cars/3`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: /1968 Firebird/ })).toBeVisible();
  await visitor.page.goto(`/events/${show.eventId}`);
  await tab(visitor.page, CHOICE_TAB).click();
  await voteButton(visitor.page, 'GTO', 2).click();
  await voteButton(visitor.page, 'Firebird', 3).click();
  await expect(visitor.page.getByText(texts.pendingChoice)).toHaveCount(2);

  // The gate, offline: three cars on the organiser's device, one of them again on a second device.
  for (const carNumber of [1, 2, 3]) await checkIn(gate.page, carNumber);
  await checkIn(second.page, 2);
  await expect(gate.page.getByText(texts.waitingToSend)).toHaveCount(3);
  await expect(second.page.getByText(texts.waitingToSend)).toHaveCount(1);

  // Back online: one vote per class, three check-ins, and of the two devices that checked car 2 in, the one heard
  // second is told who was first. Which one that is depends on which request the network lets through first (a
  // request already waiting in the proxy goes on however the device's own signal changes), so either is right.
  network.set('normal');
  await expect(visitor.page.getByText(texts.yourChoice, { exact: true })).toHaveCount(2, BACK_ONLINE);
  for (const carNumber of [1, 3])
    await expect(checkInRow(gate.page, carNumber).getByText(texts.checkedIn, { exact: true })).toBeVisible(BACK_ONLINE);
  const alreadyCheckedIn = /^already checked in at \d{1,2}:\d\d [AP]M by Olive Organiser$/;
  const carTwoAnswer = (page: Page) =>
    checkInRow(page, 2).getByText(texts.checkedIn, { exact: true }).or(checkInRow(page, 2).getByText(alreadyCheckedIn));
  await expect(carTwoAnswer(gate.page)).toBeVisible(BACK_ONLINE);
  await expect(carTwoAnswer(second.page)).toBeVisible(BACK_ONLINE);
  const firstOnGate = await checkInRow(gate.page, 2).getByText(texts.checkedIn, { exact: true }).isVisible();
  await expect(checkInRow(firstOnGate ? second.page : gate.page, 2).getByText(alreadyCheckedIn)).toBeVisible();
  await expect(checkInRow(firstOnGate ? gate.page : second.page, 2).getByText(texts.checkedIn, { exact: true })).toBeVisible();
  const tally = showResultsSchema.parse(await (await server.get(`/api/shows/${show.eventId}/results`)).json());
  const votedFor = (className: string) => {
    const classId = show.classes.find((item) => item.name === className)?.id;
    const standings = tally.classes.find((item) => item.classId === classId);
    return { total: standings?.totalVotes, cars: standings?.standings.filter((item) => item.votes > 0).map((item) => item.carNumber) };
  };
  expect(votedFor('GTO')).toEqual({ total: 1, cars: [2] });
  expect(votedFor('Firebird')).toEqual({ total: 1, cars: [3] });
  const entries = await serverEntries(server, show.eventId);
  expect(entries.filter((entry) => entry.status === 'checked_in').map((entry) => entry.carNumber)).toEqual([1, 2, 3]);

  // After the close, the results are saved with the show and read on both devices offline.
  expect((await server.post(`/api/shows/${show.eventId}/voting`, { data: { action: 'close' } })).status()).toBe(200);
  await savedWithResults(visitor.page, show.eventId);
  await savedWithResults(gate.page, show.eventId);
  network.set('offline');
  for (const { page } of [visitor, gate]) {
    await page.reload();
    await tab(page, RESULTS_TAB).click();
    const results = page.getByRole('tabpanel', { name: RESULTS_TAB });
    await expect(results.getByText('GTO', { exact: true })).toBeVisible();
    await expect(results.getByText(/#2\b/).first()).toBeVisible();
    await expect(results.getByText(/#3\b/).first()).toBeVisible();
  }

  for (const { context } of [visitor, gate, second]) await context.close();
  await server.dispose();
});
