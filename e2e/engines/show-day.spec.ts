import { request as playwrightRequest } from '@playwright/test';
import { expect } from '@playwright/test';
import { showResultsSchema } from '../../shared/shows/responses';
import { DEVICE_RENDERED_ATTRIBUTE, DRAWN_PAGE_ATTRIBUTE, DRAWN_PAGE_REPLACED } from '../../shared/pwa/documents';
import { SHOWS_DB_NAME } from '../../pwa/src/device/names';
import { showTexts } from '../../shared/shows/texts';
import { showWriteTexts as texts } from '../../pwa/src/features/shows/entry/writeTexts';
import { baseURL as appURL } from '../../playwright.config';
import { createShow, enterCar, serverEntries, signUp } from '../show-support';
import { test } from './fixtures';
import { storedRowInPage } from '../support';
import { byText, fieldLabelled, signIn, textShown, workerInControl } from './page-states';

/** Once the server answers again, the page notices within its probe's back-off (at most 10 s) and sends what waits. */
const BACK_ONLINE_MS = 30_000;

test('a saved show with no signal: a car page by its QR address, a vote from it and a gate check-in wait on the device; back online each counts once', async ({
  engine,
  network,
}) => {
  test.setTimeout(180_000);
  // The set-up, through the API around the proxy: one class, two cars, People's Choice open.
  const server = await playwrightRequest.newContext({ baseURL: appURL });
  const organizer = await signUp(server, 'Olive Organiser');
  const show = await createShow(server, `Every engine ${engine.engine} ${Date.now()}`, [{ name: 'GTO', modelSlug: 'gto' }]);
  const owners = await playwrightRequest.newContext({ baseURL: appURL });
  await signUp(owners, 'Otto Owner');
  await enterCar(owners, show, 'GTO', 'gto', 1965);
  await enterCar(owners, show, 'GTO', 'gto', 1966);
  await owners.dispose();
  expect((await server.post(`/api/shows/${show.eventId}/voting`, { data: { action: 'open' } })).status()).toBe(200);

  // Online: the organiser saves the show and opens the gate's check-in.
  await signIn(engine, organizer);
  await engine.goto(`/events/${show.eventId}`);
  await workerInControl(engine);
  await engine.click(byText('button', showTexts.saveForOffline));
  await engine.waitUntil('the show saved on the device', textShown, { selector: 'main', text: 'Saved, updated ' });
  const drawn = { database: SHOWS_DB_NAME, store: 'drawnPages', key: `/events/${show.eventId}` };
  const drawnFor = async () => ((await engine.evaluate(storedRowInPage, drawn)) as { memberId: string | null } | undefined)?.memberId;
  await expect.poll(drawnFor, { timeout: 15_000 }).toEqual(expect.any(String));
  // Where the browser says it has not agreed to keep the device's storage, the page says so. (WebKitGTK's
  // MiniBrowser has no navigator.storage at all: it cannot say, and the page says nothing.)
  const kept = await engine.evaluate(async () => ('storage' in navigator ? navigator.storage.persisted() : null), undefined);
  await engine.waitUntil(
    `the note that saved shows may be cleared ${kept === false ? 'shown' : 'absent'}`,
    ({ text, shown }) => document.body.innerText.includes(text) === shown,
    { text: showTexts.mayBeCleared, shown: kept === false },
  );
  await engine.goto(`/events/${show.eventId}/check-in`);
  await engine.waitUntil('the check-in form', () => document.querySelector('input') !== null, undefined);

  network.set('offline');
  // The show's page reopened: the device answers with it as drawn, and the app takes its place.
  await engine.goto(`/events/${show.eventId}`);
  await engine.waitUntil(
    'the show’s page drawn, then the app’s',
    ({ name, value }) => document.getElementById('root')?.getAttribute(name) === value && document.querySelector('main h1') !== null,
    { name: DRAWN_PAGE_ATTRIBUTE, value: DRAWN_PAGE_REPLACED },
  );
  await engine.waitUntil('the saved show on it', textShown, { selector: 'main', text: 'Saved, updated ' });
  // The car's dash card opens its page; the vote waits on the device.
  await engine.goto(`/events/${show.eventId}/cars/2`);
  await engine.waitUntil('car 2’s page, from the device', textShown, { selector: 'h1', text: '1966 GTO' });
  // The service worker rendered it from the saved show (the app keeps #root's mark when it takes over).
  expect(await engine.evaluate((name) => document.getElementById('root')?.hasAttribute(name), DEVICE_RENDERED_ATTRIBUTE)).toBe(true);
  await engine.click(byText('button', texts.voteForIn(2, 'GTO')));
  await engine.waitUntil('the vote waiting on the device', textShown, { selector: 'main', text: texts.pendingChoice });
  // At the gate: car 1 checked in, waiting on the device.
  await engine.goto(`/events/${show.eventId}/check-in`);
  await engine.fill(fieldLabelled(texts.carNumberField), '1');
  await engine.click(byText('button', texts.checkInButton));
  await engine.waitUntil('the check-in waiting on the device', textShown, { selector: 'main', text: texts.waitingToSend });

  const votes = async () =>
    showResultsSchema.parse(await (await server.get(`/api/shows/${show.eventId}/results`)).json()).classes[0]?.totalVotes;
  const checkedIn = async () =>
    (await serverEntries(server, show.eventId)).filter((entry) => entry.status === 'checked_in').map((entry) => entry.carNumber);
  expect(await votes()).toBe(0);
  expect(await checkedIn()).toEqual([]);

  // Back online: the page says the check-in went, and the car page the vote; each is on the server once.
  network.set('normal');
  await engine.waitUntil('the check-in sent', textShown, { selector: 'main', text: texts.checkedIn }, BACK_ONLINE_MS);
  await expect.poll(checkedIn, { timeout: BACK_ONLINE_MS }).toEqual([1]);
  await expect.poll(votes, { timeout: BACK_ONLINE_MS }).toBe(1);
  await engine.goto(`/events/${show.eventId}/cars/2`);
  await engine.waitUntil('the vote sent', textShown, { selector: 'main', text: texts.votedForThis });
  await engine.reload();
  await engine.waitUntil('the car page again', textShown, { selector: 'main', text: texts.votedForThis });
  expect(await votes()).toBe(1);
  expect(await checkedIn()).toEqual([1]);
  await server.dispose();
});
