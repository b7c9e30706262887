// Show day figures for bench/pwa.mjs: a show of 500 entries made through the API, the size of its saved
// bundle on the wire (without thumbnails), and the Cars tab's render time from the device after an offline reload;
// on a phone profile (Playwright's Pixel 7: its screen, touch and user agent), People's Choice tab's time to
// its 500th card (drawn ahead when saved, and never drawn) and a car's page opened by its QR address, both offline;
// also with the CPU 4× slower (CDP
// Emulation.setCPUThrottlingRate), a cheap Android phone.
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';

export const SHOW_ENTRIES = 500;
/** Garage writes are limited to 20 per member per 10 minutes (api/base/limits/member-writes.ts): 25 owners of 20 cars. */
const CARS_PER_OWNER = 20;
/** Sign-ups the bench server allows from its one address (withApp's env). */
export const SHOW_BENCH_ENV = { SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000' };
const CAR_ROW = '.show-car';

/** A request of the seeding; a 503 (the server's admission control, when 25 owners write at once) is sent again after its Retry-After. */
async function call(baseURL, cookie, method, path, body) {
  let response;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseURL, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 503) break;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
  }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signUp(baseURL, name) {
  const response = await call(baseURL, null, 'POST', '/api/auth/register', {
    name,
    email: `show-bench-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'bench password',
  });
  return response.headers.get('set-cookie').split(';')[0];
}

const MODELS = [
  { modelSlug: 'gto', years: [1964, 1967] },
  { modelSlug: 'firebird', years: [1967, 1969] },
  { modelSlug: 'fiero', years: [1984, 1988] },
];

/** A show (three classes, a schedule) with SHOW_ENTRIES cars from 25 owners; its event's id and title. */
export async function seedShow(baseURL) {
  const organizer = await signUp(baseURL, 'Bench Organizer');
  const title = `Bench Nationals ${Date.now()}`;
  const event = await (
    await call(baseURL, organizer, 'POST', '/api/events', {
      title,
      description: 'A show of 500 cars for the bench.',
      eventDate: '2031-06-01T09:00:00.000Z',
      location: 'Fairgrounds',
    })
  ).json();
  const show = await (
    await call(baseURL, organizer, 'PUT', `/api/events/${event.id}/show`, {
      registrationOpen: true,
      classes: [
        { name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967 },
        { name: 'Firebird 1st gen', modelSlug: 'firebird', yearFrom: 1967, yearTo: 1969 },
        { name: 'Fiero', modelSlug: 'fiero', yearFrom: 1984, yearTo: 1988 },
      ],
      schedule: ['Gates open', 'Judging', 'People’s Choice closes', 'Awards'].map((item, index) => ({
        startsAt: new Date(Date.UTC(2031, 5, 1, 8 + 2 * index)).toISOString(),
        title: item,
        place: index % 2 ? 'Main stage' : null,
      })),
    })
  ).json();
  const owners = Math.ceil(SHOW_ENTRIES / CARS_PER_OWNER);
  await Promise.all(
    Array.from({ length: owners }, async (_, owner) => {
      const cookie = await signUp(baseURL, `Bench Owner ${owner + 1}`);
      for (let index = 0; index < CARS_PER_OWNER && owner * CARS_PER_OWNER + index < SHOW_ENTRIES; index += 1) {
        const model = MODELS[(owner + index) % MODELS.length];
        const year = model.years[0] + (index % (model.years[1] - model.years[0] + 1));
        const car = await (await call(baseURL, cookie, 'POST', '/api/garage', { modelSlug: model.modelSlug, year })).json();
        await call(baseURL, cookie, 'POST', `/api/shows/${event.id}/entries`, {
          id: randomUUID(),
          carId: car.id,
          classId: show.classes[MODELS.indexOf(model)].id,
        });
      }
    }),
  );
  return { eventId: event.id, title };
}

/** Bytes of GET /api/shows/{id}/offline as sent, for one Accept-Encoding. */
export function showBundleBytes(baseURL, eventId, encoding) {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseURL}/api/shows/${eventId}/offline`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * In every document: when (performance.now, since navigation start) the page first holds `count` of each selector, and
 * when the frame after that was drawn (a task after its animation frame: the layout and paint of what was added).
 */
function watchCarRows(wanted) {
  window.__reached = {};
  window.__painted = {};
  const mark = () => {
    for (const { selector, count } of wanted) {
      if (window.__reached[selector] === undefined && document.querySelectorAll(selector).length >= count) {
        window.__reached[selector] = performance.now();
        requestAnimationFrame(() => setTimeout(() => (window.__painted[selector] = performance.now()), 0));
      }
    }
    return wanted.every(({ selector }) => window.__reached[selector] !== undefined);
  };
  new MutationObserver((_, observer) => {
    if (mark()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

const BALLOT_CARD = '.ballot-card';
const CAR_PAGE_NUMBER = '.show-car-page__number';
/** The car the QR address opens in the bench: one from the middle of the show. */
const QR_CAR = 250;

/** A row of the page's IndexedDB, or undefined (no such database, store or row). */
const storedRow = (page, database, store, key) =>
  page.evaluate(
    ({ database, store, key }) =>
      new Promise((resolve) => {
        const open = indexedDB.open(database);
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve(db.close());
          const get = db.transaction(store).objectStore(store).get(key);
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => resolve(undefined);
          db.close();
        };
      }),
    { database, store, key },
  );

/** Waits (30 s at most) until `check` of the page holds, or throws saying `what` did not happen. */
async function until(page, what, check) {
  for (const started = Date.now(); Date.now() - started < 30_000; await page.waitForTimeout(100)) if (await check()) return;
  throw new Error(`${what} within 30 s`);
}

/** Deletes a row of the page's IndexedDB (there is one). */
const deleteStoredRow = (page, database, store, key) =>
  page.evaluate(
    ({ database, store, key }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          transaction.objectStore(store).delete(key);
          transaction.oncomplete = () => resolve(open.result.close());
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { database, store, key },
  );

/** The persisted query cache holds `text` (it is written a moment after each answer). */
const persisted = (page, text) =>
  until(page, 'the event was not kept on the device', async () =>
    JSON.stringify((await storedRow(page, 'pontiac-hub-offline', 'kv', 'react-query-cache')) ?? '').includes(text),
  );

/** The device keeps the page at `address` as drawn (pwa/src/features/shows/storage/drawnPage.ts). */
const keptAsDrawn = (page, address) =>
  until(
    page,
    'the page was not kept as drawn',
    async () => (await storedRow(page, 'pontiac-hub-shows', 'drawnPages', address)) !== undefined,
  );

/**
 * One run in a fresh browser context: the show opened online and saved for offline, then, offline, the Cars tab
 * loaded again: ms from navigation start until the page holds the last (500th) car row, and the save's own time.
 */
export async function carsTabOfflineRun(browser, baseURL, show) {
  const context = await browser.newContext({ baseURL });
  try {
    const { page, save } = await savedShowPage(context, show);
    await page.goto(`/events/${show.eventId}?tab=cars`);
    await page
      .locator(CAR_ROW)
      .nth(SHOW_ENTRIES - 1)
      .waitFor({ state: 'visible', timeout: 60_000 });
    return { save, inPage: await reachedAt(page, CAR_ROW) };
  } finally {
    await context.close();
  }
}

const reachedAt = (page, selector) => page.evaluate((wanted) => window.__reached?.[wanted] ?? null, selector);
/** When the frame after `selector`'s count was reached was drawn (watchCarRows), once it has been. */
async function paintedAt(page, selector) {
  await page.waitForFunction((wanted) => window.__painted?.[wanted] !== undefined, selector, { timeout: 60_000 });
  return page.evaluate((wanted) => window.__painted[wanted], selector);
}

/** When the page held its last ballot card, and when the frame that draws it was drawn. */
async function lastBallotCard(page) {
  await page
    .locator(BALLOT_CARD)
    .nth(SHOW_ENTRIES - 1)
    .waitFor({ state: 'attached', timeout: 60_000 });
  return [await reachedAt(page, BALLOT_CARD), await paintedAt(page, BALLOT_CARD)];
}

/**
 * One run on a phone profile, its CPU `cpuSlowdown` times slower: the show saved (its heavy tabs drawn ahead), then
 * offline, the People's Choice tab opened for the first time → its 500th card in the page and the frame that draws it,
 * the car page of QR_CAR opened by its address → its number on screen, and its document's arrival, then People's Choice
 * again with its drawing taken off the device (a tab never drawn) → the same two; ms from navigation start.
 */
export async function phoneOfflineRun(browser, baseURL, show, phone, cpuSlowdown = 1) {
  const context = await browser.newContext({ ...phone, baseURL });
  try {
    const { page } = await savedShowPage(context, show);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const ballot = `/events/${show.eventId}?tab=peoples-choice`;
    await page.goto(ballot);
    const [peoplesChoice, peoplesChoicePainted] = await lastBallotCard(page);
    // The app takes the drawn page's place before the next page is opened: its start must not weigh on that one.
    await page.locator('#root[data-drawn-page="replaced"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.goto(`/events/${show.eventId}/cars/${QR_CAR}`);
    await page.locator(CAR_PAGE_NUMBER).waitFor({ state: 'visible', timeout: 60_000 });
    // The document's arrival: with the show saved, the service worker renders it, on a thread the CPU slowdown
    // leaves at full speed, so its share is printed apart.
    const carPageDocument = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.responseEnd ?? null);
    const carPage = await reachedAt(page, CAR_PAGE_NUMBER);
    // A tab the device has not drawn: the app renders its 500 cards.
    await deleteStoredRow(page, 'pontiac-hub-shows', 'drawnPages', ballot);
    await page.goto(ballot);
    const [peoplesChoiceNeverDrawn, peoplesChoiceNeverDrawnPainted] = await lastBallotCard(page);
    return { peoplesChoice, peoplesChoicePainted, peoplesChoiceNeverDrawn, peoplesChoiceNeverDrawnPainted, carPage, carPageDocument };
  } finally {
    await context.close();
  }
}

/** A page of the show under the service worker, the show saved for offline and kept, then the device offline. */
async function savedShowPage(context, { eventId, title }) {
  await context.addInitScript(watchCarRows, [
    { selector: CAR_ROW, count: SHOW_ENTRIES },
    { selector: BALLOT_CARD, count: SHOW_ENTRIES },
    { selector: CAR_PAGE_NUMBER, count: 1 },
  ]);
  const page = await context.newPage();
  await page.goto(`/events/${eventId}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const saveStarted = performance.now();
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await page.getByText(/^Saved, updated/).waitFor({ timeout: 60_000 });
  const save = performance.now() - saveStarted;
  await persisted(page, title);
  // A show is saved ahead of the day: its heavy tabs are drawn by then (features/shows/storage/drawShowTabs.ts).
  for (const tab of ['peoples-choice', 'cars']) await keptAsDrawn(page, `/events/${eventId}?tab=${tab}`);
  await page.locator('iframe').waitFor({ state: 'detached', timeout: 60_000 });
  await context.setOffline(true);
  return { page, save };
}
