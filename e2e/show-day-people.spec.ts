import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { z } from 'zod';
import { judgingTexts } from '../shared/shows/judging-texts';
import { showAwardsSchema } from '../shared/shows/judging-responses';
import { showResultsSchema } from '../shared/shows/responses';
import { showTexts } from '../shared/shows/texts';
import { showWriteTexts as texts } from '../pwa/src/features/shows/entry/writeTexts';
import { baseURL as appURL } from '../playwright.config';
import { readStoredRow } from './support';
import { BACK_ONLINE, createShow, enterCar, openUnderServiceWorker, signUp, throughProxy } from './show-support';

/**
 * Show day for visitors, through the network proxy (the service worker's requests included): a visitor votes from the
 * car's own page, opened by its QR address with no signal; the gate refuses a number not in the show at once and shows
 * the owner of the car it checks in; two judges score with no signal and the published awards rank the class by their
 * sheets.
 */
const network = throughProxy(Number(process.env.E2E_PROXY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 98));

const SHEET = [
  { name: 'Exterior', maxPoints: 10 },
  { name: 'Interior', maxPoints: 10 },
];

const usernameOf = async (request: APIRequestContext) => {
  const { id } = z.object({ id: z.string() }).parse(await (await request.get('/api/auth/me')).json());
  return z.object({ username: z.string() }).parse(await (await request.get(`/api/users/${id}`)).json()).username;
};

/**
 * A judged GTO class (two judges, a two-criterion sheet) and a Firebird class: #1 a 1969 GTO Judge, #2 a 1966 GTO and
 * #3 a 1968 Firebird, all Otto Owner's, none with a photo.
 */
async function judgedShow(browser: Browser) {
  const server = await playwrightRequest.newContext({ baseURL: appURL });
  const organizer = await signUp(server, 'Olive Organiser');
  const judges = [await network.device(browser, { name: 'Judy Judge' }), await network.device(browser, { name: 'Jack Judge' })] as const;
  const judgeUsernames = [await usernameOf(judges[0].page.request), await usernameOf(judges[1].page.request)];
  const show = await createShow(server, `Judged ${Date.now()}`, [
    { name: 'GTO', modelSlug: 'gto', scoreSheet: SHEET, judgeUsernames },
    { name: 'Firebird', modelSlug: 'firebird' },
  ]);
  const owners = await playwrightRequest.newContext({ baseURL: appURL });
  await signUp(owners, 'Otto Owner');
  await enterCar(owners, show, 'GTO', 'gto', 1969, 'GTO Judge');
  await enterCar(owners, show, 'GTO', 'gto', 1966);
  await enterCar(owners, show, 'Firebird', 'firebird', 1968);
  await owners.dispose();
  expect((await server.post(`/api/shows/${show.eventId}/voting`, { data: { action: 'open' } })).status()).toBe(200);
  return { server, organizer, judges, show };
}

test('a visitor votes from the car’s page opened by its QR address offline; the vote counts once', async ({ browser }) => {
  test.setTimeout(180_000);
  const { server, show } = await judgedShow(browser);
  const visitor = await network.device(browser, { name: 'Vera Visitor' });
  await openUnderServiceWorker(visitor.page, `/events/${show.eventId}`);
  await visitor.page.getByRole('button', { name: showTexts.saveForOffline }).click();
  await expect(visitor.page.getByText(/^Saved, updated /)).toBeVisible();

  network.set('offline');
  // What the dash card's QR code holds: the car's own address, opened with no signal.
  await visitor.page.goto(`/events/${show.eventId}/cars/2`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: /#2 1966 GTO/ })).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: 'Otto Owner' })).toBeVisible();
  await visitor.page.getByRole('button', { name: texts.voteForIn(2, 'GTO'), exact: true }).click();
  await expect(visitor.page.getByText(texts.pendingChoice)).toBeVisible();

  network.set('normal');
  await expect(visitor.page.getByText(texts.votedForThis)).toBeVisible(BACK_ONLINE);
  const results = showResultsSchema.parse(await (await server.get(`/api/shows/${show.eventId}/results`)).json());
  const gto = results.classes.find((item) => item.classId === show.classes[0]?.id);
  expect(gto?.totalVotes).toBe(1);
  expect(gto?.standings.map((standing) => [standing.carNumber, standing.votes])).toEqual([[2, 1]]);

  // Another car of the class says where the vote would move from.
  await visitor.page.goto(`/events/${show.eventId}/cars/1`);
  await expect(visitor.page.getByText(texts.voteMovesFrom(2))).toBeVisible();
  await server.dispose();
});

test('the gate offline: a number not in the show is refused at once and said once; a car and its owner are named as typed, once checked in and in the device’s list', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { server, organizer, show } = await judgedShow(browser);
  const gate = await network.device(browser, { account: organizer });
  await openUnderServiceWorker(gate.page, `/events/${show.eventId}/check-in`);
  await expect(gate.page.getByText(texts.checkedInCount(0, 3))).toBeVisible();

  network.set('offline');
  const number = gate.page.getByLabel(texts.carNumberField);
  const typedCar = gate.page.getByRole('status', { name: texts.typedCar });
  const notFound = `${texts.carNumber(7)}: ${showTexts.carNumberNotFound}`;
  await number.fill('7');
  await expect(typedCar).toHaveText(notFound);
  await gate.page.getByRole('button', { name: texts.checkInButton, exact: true }).click();
  await expect(gate.page.getByRole('alert')).toHaveText(notFound);
  // Said once: the alert takes the refusal over from the typed car's line.
  await expect(gate.page.getByText(notFound, { exact: true })).toHaveCount(1);
  await expect(typedCar).toHaveText('');

  // The car and its owner, from the saved show, as the number is typed; then in the answer and the device's list.
  const named = 'Car #1 · 1969 GTO Judge · Otto Owner';
  await number.fill('1');
  await expect(typedCar.getByText(named, { exact: true })).toBeVisible();
  await expect(typedCar).toContainText(texts.readyToCheckIn);
  await gate.page.getByRole('button', { name: texts.checkInButton, exact: true }).click();
  await expect(typedCar).toHaveText(texts.checkInAnswer(named, texts.checkInKept));
  const row = gate.page.getByRole('listitem', { name: named });
  await expect(row.getByText(new RegExp(`^${named} at \\d{1,2}:\\d\\d [AP]M$`))).toBeVisible();
  await expect(row.getByText(texts.waitingToSend)).toBeVisible();
  await expect(gate.page.getByText(texts.checkedInCount(1, 3))).toBeVisible();
  // The same car again is answered at once, from this device's own check-in, once.
  await number.fill('1');
  await expect(typedCar).toContainText(`${named}: This car is already checked in`);
  await gate.page.getByRole('button', { name: texts.checkInButton, exact: true }).click();
  await expect(gate.page.getByRole('alert')).toContainText(`${named}: This car is already checked in`);
  await expect(gate.page.getByText(/This car is already checked in/)).toHaveCount(1);
  await expect(gate.page.getByRole('list', { name: texts.carsToCome }).getByRole('listitem')).toHaveCount(2);

  network.set('normal');
  await expect(row.getByText(texts.checkedIn, { exact: true })).toBeVisible(BACK_ONLINE);

  // The organiser's day at a glance, read once online, reads again after an offline reload from its last answer.
  await openUnderServiceWorker(gate.page, `/events/${show.eventId}`);
  await gate.page.getByRole('button', { name: showTexts.saveForOffline }).click();
  await expect(gate.page.getByText(/^Saved, updated /)).toBeVisible();
  await gate.page.goto(`/events/${show.eventId}/dashboard`);
  await expect(gate.page.getByText('1 of 3 checked in')).toBeVisible();
  // Kept on the device (the query cache is written a moment after each answer), then the signal goes.
  await expect
    .poll(async () =>
      JSON.stringify((await readStoredRow(gate.page, 'pontiac-hub-offline', 'kv', 'react-query-cache')) ?? '').includes(
        'awardsPublishedAt',
      ),
    )
    .toBe(true);
  network.set('offline');
  await gate.page.reload();
  await expect(gate.page.getByRole('heading', { level: 1, name: new RegExp(`^${judgingTexts.dashboard}`) })).toBeVisible();
  await expect(gate.page.getByText('1 of 3 checked in')).toBeVisible();
  await expect(gate.page.getByText(/^Updated /)).toBeVisible();
  await server.dispose();
});

/** A judge scores a car: opens its sheet, types the points, saves (waiting on the device with no signal). */
async function score(page: Page, carNumber: number, points: [number, number]) {
  await page.getByRole('button', { name: judgingTexts.scoreCar(carNumber), exact: true }).click();
  await page.getByLabel('Exterior (0–10)').fill(String(points[0]));
  await page.getByLabel('Interior (0–10)').fill(String(points[1]));
  await page.getByRole('button', { name: judgingTexts.saveScore }).click();
  const row = page.getByRole('listitem', { name: `#${carNumber}` });
  await expect(row.getByText(new RegExp(`^${points[0] + points[1]} of 20 · ${texts.waitingToSend}$`))).toBeVisible();
}

test('two judges score offline; back online the published awards rank the class by their sheets', async ({ browser }) => {
  test.setTimeout(180_000);
  const { server, judges, show } = await judgedShow(browser);
  for (const judge of judges) {
    await openUnderServiceWorker(judge.page, `/events/${show.eventId}/judging`);
    await expect(judge.page.getByText(judgingTexts.toScore(2))).toBeVisible();
  }

  network.set('offline');
  // Car 1: 17 and 19 (mean 18); car 2: 14 and 12 (mean 13).
  await score(judges[0].page, 1, [9, 8]);
  await score(judges[0].page, 2, [7, 7]);
  await expect(judges[0].page.getByText(judgingTexts.allScored)).toBeVisible();
  await score(judges[1].page, 1, [10, 9]);
  await score(judges[1].page, 2, [6, 6]);

  network.set('normal');
  for (const judge of judges) {
    await expect(judge.page.getByText(texts.waitingToSend)).toHaveCount(0, BACK_ONLINE);
  }
  expect((await server.post(`/api/shows/${show.eventId}/judging`, { data: { action: 'lock' } })).status()).toBe(200);
  const entries = z
    .array(z.object({ id: z.string(), carNumber: z.number() }))
    .parse(((await (await server.get(`/api/shows/${show.eventId}/offline`)).json()) as { entries: unknown }).entries);
  const bestOfShow = entries.find((entry) => entry.carNumber === 1)?.id ?? null;
  const published = await server.post(`/api/shows/${show.eventId}/awards`, { data: { bestOfShowEntryId: bestOfShow } });
  expect(published.status()).toBe(200);
  const awards = showAwardsSchema.parse(await published.json());
  expect(awards.classes[0]?.standings.map((standing) => [standing.carNumber, standing.score, standing.sheets, standing.rank])).toEqual([
    [1, 18, 2, 1],
    [2, 13, 2, 2],
  ]);

  // The show's Results tab carries them: Best of Show and the class's places.
  const page = judges[0].page;
  await page.goto(`/events/${show.eventId}?tab=results`);
  await expect(page.getByText(/^#1 1969 GTO Judge, Otto Owner$/).first()).toBeVisible(BACK_ONLINE);
  await expect(page.getByRole('table', { name: `${judgingTexts.judgesScore} in GTO` })).toContainText('18 of 20');
  await server.dispose();
});

/** How wide a drawing is once its file has arrived (0 until then): an image's own width, or the shapes of an inline one. */
const drawnWidth = (drawing: Locator) =>
  drawing.evaluate((found) =>
    found instanceof HTMLImageElement ? (found.complete ? found.naturalWidth : 0) : (found.querySelector('use')?.getBBox().width ?? 0),
  );

test('the ballot draws a car with no photo as its model; a car’s trim is named on the ballot, its dash card and the results', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { server, show } = await judgedShow(browser);
  const { page } = await network.device(browser, { name: 'Vera Visitor' });
  await page.goto(`/events/${show.eventId}?tab=peoples-choice`);
  const gto = page.getByRole('list', { name: 'GTO', exact: true });
  await expect(gto.getByRole('link', { name: '#1 1969 GTO Judge', exact: true })).toBeVisible();
  // None of the three has a photo: each card shows its model's drawing, drawn, rather than an empty box.
  const drawings = page.locator('.ballot-card [data-drawing]');
  await expect(drawings).toHaveCount(3);
  expect(await drawings.evaluateAll((found) => found.map((drawing) => drawing.getAttribute('data-drawing')))).toEqual([
    'gto',
    'gto',
    'firebird',
  ]);
  for (const drawing of await drawings.all()) {
    await drawing.scrollIntoViewIfNeeded();
    await expect.poll(() => drawnWidth(drawing)).toBeGreaterThan(0);
  }

  await gto.getByRole('button', { name: texts.voteForIn(1, 'GTO'), exact: true }).click();
  await expect(gto.getByText(texts.yourChoice, { exact: true })).toBeVisible();
  expect((await server.post(`/api/shows/${show.eventId}/voting`, { data: { action: 'close' } })).status()).toBe(200);
  await page.goto(`/events/${show.eventId}?tab=results`);
  await expect(page.getByRole('table', { name: 'Standings in GTO' })).toContainText('#1 1969 GTO Judge, Otto Owner');

  await page.goto(`/events/${show.eventId}/cars/1/card`);
  await expect(page.getByRole('article', { name: 'Dash card of car 1' }).getByText('1969 GTO Judge', { exact: true })).toBeVisible();
  await server.dispose();
});

test('“Judging is locked.” is said once, on the organiser’s screen and on a judge’s', async ({ browser }) => {
  test.setTimeout(180_000);
  const { server, organizer, judges, show } = await judgedShow(browser);
  expect((await server.post(`/api/shows/${show.eventId}/judging`, { data: { action: 'lock' } })).status()).toBe(200);
  const { page } = await network.device(browser, { account: organizer });
  await page.goto(`/events/${show.eventId}/judging`);
  // The organiser's panel (with its unlock button) is there: the page has said all it says.
  await expect(page.getByRole('button', { name: judgingTexts.unlockJudging })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: judgingTexts.judgingIsLocked })).toHaveCount(1);
  await expect(page.getByText(judgingTexts.judgingIsLocked, { exact: true })).toHaveCount(1);

  const judge = judges[0].page;
  await judge.goto(`/events/${show.eventId}/judging`);
  await expect(judge.getByText(judgingTexts.toScore(2))).toBeVisible();
  await expect(judge.getByRole('status').filter({ hasText: judgingTexts.judgingIsLocked })).toHaveCount(1);
  await server.dispose();
});

/** WCAG 2.1 A and AA (axe-core) and nothing wider than a 360 px screen: every show-day screen on a phone. */
async function expectFitsAndPasses(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading...', { exact: true })).toHaveCount(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${route} is ${scrollWidth}px wide`).toBeLessThanOrEqual(360);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => `${route} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the car’s page, People’s Choice, the gate, judging and the day at a glance fit and pass the checks', async ({ browser }) => {
    test.setTimeout(180_000);
    const { server, organizer, judges, show } = await judgedShow(browser);
    const organizerDevice = await network.device(browser, { account: organizer });
    await organizerDevice.page.setViewportSize({ width: 360, height: 640 });
    await judges[0].page.setViewportSize({ width: 360, height: 640 });
    for (const route of ['cars/1', '?tab=peoples-choice', '?tab=results', 'check-in', 'judging', 'dashboard']) {
      await expectFitsAndPasses(organizerDevice.page, `/events/${show.eventId}${route.startsWith('?') ? '' : '/'}${route}`);
    }
    await expectFitsAndPasses(judges[0].page, `/events/${show.eventId}/judging`);
    await judges[0].page.getByRole('button', { name: judgingTexts.scoreCar(1), exact: true }).click();
    await expect(judges[0].page.getByLabel('Exterior (0–10)')).toBeVisible();
    const scrollWidth = await judges[0].page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await server.dispose();
  });

  test('the show set-up fits: nothing wider than the screen, the Classes box inside its card', async ({ browser }) => {
    test.setTimeout(180_000);
    const { server, organizer, show } = await judgedShow(browser);
    const { page } = await network.device(browser, { account: organizer });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`/events/${show.eventId}/show`);
    await expect(page.getByRole('heading', { level: 1, name: texts.showSetupTitle(show.title) })).toBeVisible({ timeout: 20_000 });
    const classes = page.getByRole('group', { name: texts.classes, exact: true });
    // The catalogue's models fill the class's Model choice: the widest thing in the box.
    await expect(classes.getByLabel(texts.model).first().getByRole('option', { name: 'GTO', exact: true })).toBeAttached();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `the set-up is ${scrollWidth}px wide on a ${clientWidth}px screen`).toBeLessThanOrEqual(clientWidth);
    const box = await classes.boundingBox();
    const card = await page.locator('form.show-setup').boundingBox();
    expect(box && card && box.x >= card.x && box.x + box.width <= card.x + card.width, JSON.stringify({ box, card })).toBe(true);
    await server.dispose();
  });
});

test.describe('in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('the schedule’s times read like the rest of the app and its titles line up, 9:00 AM or 11:00 PM', async ({ page }) => {
    const server = await playwrightRequest.newContext({ baseURL: appURL });
    await signUp(server, 'Olive Organiser');
    const show = await createShow(server, `Schedule ${Date.now()}`, [{ name: 'Open' }], {
      schedule: [
        { startsAt: '2031-06-01T09:00:00.000Z', title: 'Gates open' },
        { startsAt: '2031-06-01T23:00:00.000Z', title: 'Gates close', place: 'North gate' },
      ],
    });
    await page.goto(`/events/${show.eventId}?tab=schedule`);
    const early = page.getByRole('listitem').filter({ hasText: 'Gates open' });
    const late = page.getByRole('listitem').filter({ hasText: 'Gates close' });
    await expect(early.getByText('9:00 AM', { exact: true })).toBeVisible();
    await expect(late.getByText('11:00 PM', { exact: true })).toBeVisible();
    const left = async (item: typeof early, title: string) => (await item.getByText(title, { exact: true }).boundingBox())?.x;
    expect(await left(early, 'Gates open')).toBe(await left(late, 'Gates close'));
    await server.dispose();
  });
});

/**
 * From the next load on, the page's IndexedDB never opens the offline mirror, where the query cache is saved (a busy
 * phone, a database another tab holds): the app starts without its saved answers.
 */
async function mirrorStorageHangs(page: Page) {
  await page.context().addInitScript(() => {
    const factory = IDBFactory.prototype;
    const open = factory.open.bind(indexedDB);
    factory.open = function (this: IDBFactory, name: string, version?: number) {
      if (name !== 'pontiac-hub-offline') return open(name, version);
      return {
        onsuccess: null,
        onerror: null,
        onblocked: null,
        onupgradeneeded: null,
        addEventListener() {},
        removeEventListener() {},
      } as never;
    };
  });
}

test('a judge reloads the judging page offline: still signed in as themselves in the header, and scores', async ({ browser }) => {
  test.setTimeout(180_000);
  const { server, judges, show } = await judgedShow(browser);
  const { page } = judges[0];
  const member = page.getByRole('banner').getByRole('button', { name: /Judy Judge/ });
  await openUnderServiceWorker(page, `/events/${show.eventId}`);
  await page.getByRole('button', { name: showTexts.saveForOffline }).click();
  await expect(page.getByText(/^Saved, updated /)).toBeVisible();
  await page.goto(`/events/${show.eventId}/judging`);
  await expect(page.getByText(judgingTexts.toScore(2))).toBeVisible();
  await expect(member).toBeVisible();

  network.set('offline');
  await mirrorStorageHangs(page);
  await page.reload();
  await expect(page.getByText(judgingTexts.toScore(2))).toBeVisible();
  await expect(member).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await score(page, 1, [9, 8]);
  await expect(member).toBeVisible();

  network.set('normal');
  await expect(page.getByText(texts.waitingToSend)).toHaveCount(0, BACK_ONLINE);
  await expect(member).toBeVisible();
  await server.dispose();
});
