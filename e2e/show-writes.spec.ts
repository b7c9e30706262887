import { z } from 'zod';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { showResultsSchema, showSchema } from '../shared/shows/responses';
import { ENTRY_STATUS_LABELS, showTexts } from '../shared/shows/texts';
import { showWriteTexts as texts } from '../pwa/src/features/shows/entry/writeTexts';
import { baseURL } from '../playwright.config';
import { createShow, enterCar, addCar, openUnderServiceWorker, serverEntries, signUp } from './show-support';
import { fillEventForm, openEventsUnderServiceWorker, registerViaForm, serverEventsTitled } from './support';

/**
 * Show day, the writes: the organiser's set-up page, and what members and the gate do with no signal:
 * entering a car, People's Choice votes and check-ins wait on the device and each reaches the server once.
 */
let organizer: APIRequestContext;
const stamp = Date.now();

test.beforeEach(async () => {
  organizer = await playwrightRequest.newContext({ baseURL });
});
test.afterEach(async () => {
  await organizer.dispose();
});

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const myEntries = (page: Page) => page.getByRole('list', { name: texts.myEntries });
const ballot = (page: Page, className: string) => page.getByRole('region', { name: className, exact: true });
const voteButton = (page: Page, className: string, carNumber: number) =>
  ballot(page, className).getByRole('button', { name: texts.voteForIn(carNumber, className), exact: true });
/** A car's card in its class's ballot. */
const ballotCard = (page: Page, className: string, carNumber: number) =>
  ballot(page, className)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^#${carNumber} `) }) });

test('the organiser makes an event a car show and sets it up: classes, schedule, People’s Choice', async ({ page }) => {
  test.slow();
  const title = `Pontiac Day ${stamp}`;
  await registerViaForm(page, { name: 'Olive Organiser', email: `olive-${stamp}@e2e.test`, password: 'v8-power-1967' });
  await page.goto('/events/create');
  await fillEventForm(page, { title });
  await page.getByRole('checkbox', { name: texts.carShow }).check();
  await page.getByRole('button', { name: 'Create Event', exact: true }).click();
  // Two writes in a row, each given up to the read budget before it goes on in the background: on a busy machine the
  // set-up page may open before its show has landed, and shows it once it does.
  await expect(page.getByRole('heading', { level: 1, name: texts.showSetupTitle(title) })).toBeVisible({ timeout: 20_000 });
  const eventId = /\/events\/([^/]+)\/show$/.exec(new URL(page.url()).pathname)?.[1] ?? '';

  await page.getByRole('checkbox', { name: texts.registrationOpen }).check();
  await page.getByLabel(texts.className).first().fill('GTO 1964–67');
  await page.getByLabel(texts.model).first().selectOption({ label: 'GTO' });
  await page.getByLabel(texts.yearFrom).first().fill('1964');
  await page.getByLabel(texts.yearTo).first().fill('1967');
  await page.getByRole('button', { name: texts.addClass }).click();
  await page.getByLabel(texts.className).nth(1).fill('Firebird 1st gen');
  // A class without a name is refused with the API's own message, before anything is sent.
  await page.getByRole('button', { name: texts.addClass }).click();
  await page.getByRole('button', { name: texts.saveSetup }).click();
  await expect(page.getByRole('alert').getByText(showTexts.classNameRequired)).toBeVisible();
  await page.getByRole('button', { name: 'Remove class 3' }).click();
  // Firebird first: reordering is kept.
  await page.getByRole('button', { name: 'Move up Firebird 1st gen' }).click();
  await page.getByRole('button', { name: texts.addScheduleItem }).click();
  await page.getByLabel(texts.time).fill('2031-06-01T10:00');
  await page.getByLabel(texts.title, { exact: true }).fill('Judging');
  await page.getByLabel(texts.place).fill('Main ring');
  // The venue map: a picture uploaded, a spot placed by clicking it; a helper named by username.
  await page.getByLabel(texts.mapImage).setInputFiles({ name: 'venue.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: texts.uploadMap }).click();
  await page.getByRole('img', { name: texts.venueMap }).click();
  await expect(page.getByRole('listitem', { name: 'Spot 1' })).toBeVisible();
  const helper = await playwrightRequest.newContext({ baseURL });
  await signUp(helper, 'Hal Helper');
  const helperId = z.object({ id: z.string() }).parse(await (await helper.get('/api/auth/me')).json()).id;
  const helperName = z.object({ username: z.string() }).parse(await (await helper.get(`/api/users/${helperId}`)).json()).username;
  await helper.dispose();
  await page.getByLabel(texts.helperUsernames).fill(helperName);
  await page.getByRole('button', { name: texts.saveSetup }).click();
  await expect(toast(page, texts.setupSaved)).toBeVisible();

  const show = showSchema.parse(await (await organizer.get(`/api/shows/${eventId}`)).json());
  expect(show.registrationOpen).toBe(true);
  expect(show.classes.map(({ name, modelSlug, yearFrom, yearTo }) => ({ name, modelSlug, yearFrom, yearTo }))).toEqual([
    { name: 'Firebird 1st gen', modelSlug: null, yearFrom: null, yearTo: null },
    { name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967 },
  ]);
  expect(show.schedule.map((item) => [item.title, item.place])).toEqual([['Judging', 'Main ring']]);
  expect(show.map.imageUrl).not.toBeNull();
  expect(show.map.spots).toEqual([{ number: 1, label: null, x: expect.any(Number), y: expect.any(Number) }]);
  expect(show.map.spots[0]?.x).toBeGreaterThan(0);
  expect(show.helpers.map((item) => item.username)).toEqual([helperName]);

  // People's Choice opened now: the organiser sees the live tally.
  await page.getByRole('button', { name: texts.openVotingNow }).click();
  await expect(page.getByRole('status').getByText(texts.votingOpenNow, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.liveTally })).toBeVisible();
  await expect(page.getByText(texts.noVotes)).toHaveCount(2);
  expect(showSchema.parse(await (await organizer.get(`/api/shows/${eventId}`)).json()).votingState).toBe('open');

  // Another member is told the set-up is not theirs.
  const stranger = await page.context().browser()!.newPage();
  await signUp(stranger.request, 'Stan Stranger');
  await stranger.goto(`/events/${eventId}/show`);
  await expect(stranger.getByRole('alert').getByText(texts.organizerOnlyPage)).toBeVisible();
  await stranger.close();
});

test('a show set-up that answers late still opens its page, which shows the show once it lands', async ({ page }) => {
  test.slow();
  const title = `Late show ${stamp}`;
  await registerViaForm(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Lie-fi for the set-up only: its answer is held past the time the member waits for it.
  await page.route('**/api/events/*/show', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await released;
    await route.continue();
  });
  await page.goto('/events/create');
  await fillEventForm(page, { title });
  await page.getByRole('checkbox', { name: texts.carShow }).check();
  await page.getByRole('button', { name: 'Create Event', exact: true }).click();
  await expect(page).toHaveURL(/\/events\/[^/]+\/show$/, { timeout: 15_000 });
  await expect(page.getByText(texts.notAShowYet)).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: texts.showSetupTitle(title) })).toBeVisible({ timeout: 15_000 });
});

test('an event made a car show with no signal is sent first, then its show set-up', async ({ page, context, request }) => {
  test.slow();
  await registerViaForm(page);
  await openEventsUnderServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Create Event', exact: true }).click();
  const title = `Offline show ${stamp}`;
  await fillEventForm(page, { title });
  await page.getByRole('checkbox', { name: texts.carShow }).check();
  await page.getByRole('button', { name: 'Create Event', exact: true }).click();
  await expect(page).toHaveURL('/events');
  expect(await serverEventsTitled(request, title)).toHaveLength(0);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverEventsTitled(request, title)).map((event) => event.isShow), { timeout: 20_000 })
    .toEqual([true]);
  const [event] = await serverEventsTitled(request, title);
  const show = showSchema.parse(await (await request.get(`/api/shows/${event!.id}`)).json());
  expect(show.classes.map((item) => item.name)).toEqual(['Open']);
});

test('a member enters a car with no signal: it waits on the device, then reaches the server once', async ({ page, context }) => {
  test.slow();
  await signUp(organizer, 'Olive Organiser');
  const show = await createShow(organizer, `Cruise-in ${stamp}`, [
    { name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967 },
    { name: 'Firebird', modelSlug: 'firebird' },
  ]);
  await signUp(page.request, 'Gus Garage');
  await addCar(page.request, 'gto', 1966);
  await openUnderServiceWorker(page, `/events/${show.eventId}?tab=cars`);
  // Only the classes the car fits are offered.
  const classField = page.getByLabel(texts.showClass, { exact: true });
  await expect(classField.locator('option')).toHaveText(['GTO 1964–67']);

  await context.setOffline(true);
  await page.getByRole('button', { name: texts.enterCarButton }).click();
  await expect(myEntries(page).getByText(texts.waitingToSend)).toBeVisible();
  expect(await serverEntries(organizer, show.eventId)).toHaveLength(0);

  await context.setOffline(false);
  await expect(myEntries(page).getByText(/^Car #1: 1966 GTO/)).toBeVisible({ timeout: 20_000 });
  await expect(myEntries(page).getByText(ENTRY_STATUS_LABELS.entered, { exact: true })).toBeVisible();
  await expect(myEntries(page).getByText(texts.waitingToSend)).toHaveCount(0);
  const entries = await serverEntries(organizer, show.eventId);
  expect(entries.map((entry) => [entry.carNumber, entry.status])).toEqual([[1, 'entered']]);

  // Withdrawn: the car keeps its number, its status says so.
  await myEntries(page).getByRole('button', { name: 'Withdraw 1966 GTO' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: texts.withdraw }).click();
  await expect(myEntries(page).getByText(ENTRY_STATUS_LABELS.withdrawn, { exact: true })).toBeVisible();
  expect((await serverEntries(organizer, show.eventId)).map((entry) => [entry.carNumber, entry.status])).toEqual([[1, 'withdrawn']]);
});

test('People’s Choice with no signal: the last choice per class is sent once; a vote that arrives after the close is refused and said so', async ({
  page,
  context,
}) => {
  test.slow();
  await signUp(organizer, 'Olive Organiser');
  const show = await createShow(organizer, `Choice ${stamp}`, [
    { name: 'GTO', modelSlug: 'gto' },
    { name: 'Firebird', modelSlug: 'firebird' },
  ]);
  expect((await organizer.post(`/api/shows/${show.eventId}/voting`, { data: { action: 'open' } })).status()).toBe(200);
  await signUp(page.request, 'Vera Visitor');
  // The visitor's own GTO is car #1; two more GTOs and a Firebird from other members.
  await enterCar(page.request, show, 'GTO', 'gto', 1966);
  const owners = await playwrightRequest.newContext({ baseURL });
  await signUp(owners, 'Otto Owner');
  await enterCar(owners, show, 'GTO', 'gto', 1965);
  await enterCar(owners, show, 'GTO', 'gto', 1969);
  await enterCar(owners, show, 'Firebird', 'firebird', 1968);
  await owners.dispose();

  await openUnderServiceWorker(page, `/events/${show.eventId}?tab=peoples-choice`);
  // One's own car says why it has no vote button.
  await expect(ballotCard(page, 'GTO', 1).getByText(texts.ownCar)).toBeVisible();
  await expect(voteButton(page, 'GTO', 1)).toHaveCount(0);

  await context.setOffline(true);
  await voteButton(page, 'GTO', 2).click();
  await expect(ballotCard(page, 'GTO', 2).getByText(texts.pendingChoice)).toBeVisible();
  await voteButton(page, 'GTO', 3).click();
  await expect(ballotCard(page, 'GTO', 3).getByText(texts.pendingChoice)).toBeVisible();
  await expect(voteButton(page, 'GTO', 2)).toBeVisible();
  // The member's choice leads its class.
  await expect(ballot(page, 'GTO').getByRole('listitem').first()).toContainText('#3 ');

  await context.setOffline(false);
  await expect(ballot(page, 'GTO').getByText(texts.yourChoice, { exact: true })).toBeVisible({ timeout: 20_000 });
  const results = async () => showResultsSchema.parse(await (await organizer.get(`/api/shows/${show.eventId}/results`)).json());
  const gto = show.classes.find((item) => item.name === 'GTO')!.id;
  const firebird = show.classes.find((item) => item.name === 'Firebird')!.id;
  const tally = (await results()).classes.find((item) => item.classId === gto);
  expect(tally?.totalVotes).toBe(1);
  expect(tally?.standings.filter((standing) => standing.votes > 0).map((standing) => standing.carNumber)).toEqual([3]);

  // Cast with no signal, then the organiser closes voting before it arrives: refused, and the member is told.
  await context.setOffline(true);
  await voteButton(page, 'Firebird', 4).click();
  await expect(ballot(page, 'Firebird').getByText(texts.pendingChoice)).toBeVisible();
  expect((await organizer.post(`/api/shows/${show.eventId}/voting`, { data: { action: 'close' } })).status()).toBe(200);
  await context.setOffline(false);
  await expect(ballot(page, 'Firebird').getByRole('alert').getByText(showTexts.votingClosed)).toBeVisible({ timeout: 20_000 });
  expect((await results()).classes.find((item) => item.classId === firebird)?.totalVotes).toBe(0);
});

test('the gate checks cars in with no signal on two devices: one check-in per car, the second told who was first', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const account = await signUp(organizer, 'Olive Organiser');
  const show = await createShow(organizer, `Gate ${stamp}`, [{ name: 'Open' }]);
  const owners = await playwrightRequest.newContext({ baseURL });
  await signUp(owners, 'Otto Owner');
  for (const year of [1965, 1966, 1967]) await enterCar(owners, show, 'Open', 'gto', year);
  await owners.dispose();

  const signIn = async (target: Page) => {
    expect((await target.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(
      200,
    );
    await openUnderServiceWorker(target, `/events/${show.eventId}/check-in`);
    await expect(target.getByLabel(texts.carNumberField)).toBeVisible();
  };
  const checkIn = async (target: Page, carNumber: number) => {
    await target.getByLabel(texts.carNumberField).fill(String(carNumber));
    await target.getByRole('button', { name: texts.checkInButton, exact: true }).click();
  };
  const checkInRow = (target: Page, carNumber: number) => target.getByRole('listitem', { name: `Car #${carNumber}` });

  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signIn(page);
  await signIn(second);

  await context.setOffline(true);
  await secondContext.setOffline(true);
  for (const carNumber of [1, 2, 3]) await checkIn(page, carNumber);
  await checkIn(second, 2);
  for (const carNumber of [1, 2, 3]) await expect(checkInRow(page, carNumber).getByText(texts.waitingToSend)).toBeVisible();
  await expect(checkInRow(second, 2).getByText(texts.waitingToSend)).toBeVisible();

  await context.setOffline(false);
  for (const carNumber of [1, 2, 3]) {
    await expect(checkInRow(page, carNumber).getByText(texts.checkedIn, { exact: true })).toBeVisible({ timeout: 20_000 });
  }
  await secondContext.setOffline(false);
  await expect(checkInRow(second, 2).getByText(/^already checked in at \d{1,2}:\d\d [AP]M by Olive Organiser$/)).toBeVisible({
    timeout: 20_000,
  });

  const entries = await serverEntries(organizer, show.eventId);
  expect(entries.filter((entry) => entry.status === 'checked_in').map((entry) => entry.carNumber)).toEqual([1, 2, 3]);
  await secondContext.close();
});
