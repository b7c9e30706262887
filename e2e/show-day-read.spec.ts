import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { showEntrySchema, showSchema, type Show, type ShowEntry } from '../shared/shows/responses';
import { SHOW_PICTURES_CACHE, SHOWS_DB_NAME } from '../pwa/src/device/names';
import { showTexts } from '../shared/shows/texts';
import { carAddress, qrPath } from '../pwa/src/features/shows/car/qrPath';
import { baseURL } from '../playwright.config';
import { startNetworkProxy, type NetworkProxy } from './network-proxy';
import { newMember, readStoredRow, serviceWorkerControls } from './support';

const memberContexts: BrowserContext[] = [];

/** A member signed up through the API, with a browser context of their own (their session cookie); its requests. */
async function apiMember(browser: Browser, name: string) {
  const memberContext = await browser.newContext();
  memberContexts.push(memberContext);
  const api = memberContext.request;
  const member = newMember(name);
  const response = await api.post('/api/auth/register', { data: member });
  expect(response.status(), await response.text()).toBe(201);
  return api;
}

/** A small photo of one colour: the server makes the car's thumbnail from it. */
const photo = async (red: number) => ({
  name: 'car.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer(),
});

/** A garage car with a photo, entered into the class; the entry as the server answers it. */
async function enterCar(api: APIRequestContext, show: Show, year: number, red: number) {
  const car = await api.post('/api/garage', { data: { modelSlug: 'gto', year } });
  expect(car.status(), await car.text()).toBe(201);
  const carId = ((await car.json()) as { id: string }).id;
  const uploaded = await api.post(`/api/garage/${carId}/photos`, { multipart: { image: await photo(red) } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const entry = await api.post(`/api/shows/${show.eventId}/entries`, {
    data: { id: crypto.randomUUID(), carId, classId: show.classes[0]!.id },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  return showEntrySchema.parse(await entry.json());
}

/** A venue map picture: the server re-encodes it, the Map tab draws the spots on it. */
const mapPicture = async () => ({
  name: 'map.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 230, g: 230, b: 200 } } })
    .png()
    .toBuffer(),
});

/**
 * A show made through the API by its organizer: one class, a schedule item, a venue map with one spot, and three cars
 * with photos from three owners (1964, 1965 and 1966 GTOs, in that order).
 */
async function createShowWithCars(browser: Browser, eventDate = '2031-06-01T09:00:00.000Z') {
  const organizer = await apiMember(browser, 'Olive Organizer');
  const title = `Pontiac Nationals ${Date.now()}`;
  const event = await organizer.post('/api/events', {
    data: { title, description: 'The show.', eventDate, location: 'Fairgrounds' },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = ((await event.json()) as { id: string }).id;
  const setUp = await organizer.put(`/api/events/${eventId}/show`, {
    data: {
      registrationOpen: true,
      classes: [{ name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967 }],
      schedule: [{ startsAt: eventDate, title: 'Gates open', place: 'North gate' }],
      mapSpots: [{ number: 1, label: 'Registration', x: 0.25, y: 0.5 }],
    },
  });
  expect(setUp.status(), await setUp.text()).toBe(200);
  const map = await organizer.post(`/api/events/${eventId}/show/map`, { multipart: { image: await mapPicture() } });
  expect(map.status(), await map.text()).toBe(200);
  const show = showSchema.parse(await map.json());
  const owners = await Promise.all(['Ada Lovelace', 'Grace Hopper', 'Jane Doe'].map((name) => apiMember(browser, name)));
  const entries = [];
  for (const [index, owner] of owners.entries()) entries.push(await enterCar(owner, show, 1964 + index, 80 * (index + 1)));
  return { organizer, owners, show, eventId, title, entries };
}

/** Opens the show's event page under the service worker and saves the show for offline; the saved pictures' count. */
async function saveShowOnDevice(page: Page, eventId: string, title: string) {
  await page.goto(`/events/${eventId}`);
  await serviceWorkerControls(page);
  await page.getByRole('button', { name: showTexts.saveForOffline }).click();
  await expect(page.getByText(/^Saved, updated/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/on this device$/)).toBeVisible();
  // The event itself comes back offline from the persisted query cache (saved a moment after it arrived).
  await expect
    .poll(async () => JSON.stringify((await readStoredRow(page, 'pontiac-hub-offline', 'kv', 'react-query-cache')) ?? '').includes(title))
    .toBe(true);
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SHOW_PICTURES_CACHE);
}

/**
 * Empties what the browser may drop at any time, the bounded cache of images seen and its HTTP cache, so what shows
 * offline afterwards is the saved show's own copy.
 */
async function forgetImagesSeen(page: Page, context: BrowserContext) {
  await page.evaluate(() => caches.delete('model-images'));
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
}

/** Whether the image has loaded (a lazy one once scrolled to). */
async function imageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
  await Promise.all(memberContexts.splice(0).map((memberContext) => memberContext.close()));
});

test('a visitor saves a show, then with no signal finds a car by number, opens its page, its dash card and its QR address', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const { eventId, title, entries } = await createShowWithCars(browser);
  const second = entries[1]!;

  // Online, under the service worker: save the show, with the three cars' thumbnails and the venue map.
  expect(await saveShowOnDevice(page, eventId, title)).toBe(4);

  // The tab is in the address, so the reload below keeps it.
  await page.getByRole('tab', { name: 'Cars' }).click();
  await expect(page).toHaveURL(/\?tab=cars$/);

  await forgetImagesSeen(page, context);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
  const cars = page.getByRole('tabpanel');
  await expect(cars.getByRole('link', { name: /^#\d+ / })).toHaveCount(3);

  await cars.getByLabel('Find a car').fill(String(second.carNumber));
  const found = cars.getByRole('link', { name: `#${second.carNumber} 1965 GTO` });
  await expect(cars.getByRole('link', { name: /^#\d+ / })).toHaveCount(1);
  // Its thumbnail comes from the saved show's pictures.
  await imageLoaded(
    cars
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `#${second.carNumber} 1965 GTO` }) })
      .locator('img'),
  );

  // My show: a starred car stays when only starred cars are shown.
  await cars.getByLabel('Find a car').fill('');
  await cars.getByRole('button', { name: `Star car ${second.carNumber}` }).click();
  await expect(cars.getByRole('button', { name: `Star car ${second.carNumber}` })).toHaveAttribute('aria-pressed', 'true');
  await cars.getByRole('switch', { name: 'My show only' }).click();
  await expect(cars.getByRole('link', { name: /^#\d+ / })).toHaveCount(1);
  await cars.getByLabel('Find a car').fill(String(second.carNumber));

  await found.click();
  await expect(page.getByRole('heading', { level: 1, name: `#${second.carNumber} 1965 GTO` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', `/profile/${second.owner!.username}`);
  await expect(page.getByText('GTO 1964–67')).toBeVisible();

  await page.getByRole('link', { name: 'Dash card' }).click();
  const address = carAddress(baseURL, eventId, second.carNumber);
  const code = page.getByRole('img', { name: `QR code of ${address}` });
  await expect(code).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  // The code drawn is the QR code of the car's address.
  const expected = qrPath(QRCode.create(address, { errorCorrectionLevel: 'M' }).modules);
  expect(await code.locator('path').getAttribute('d')).toBe(expected);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // The QR address itself, opened with no signal.
  const third = entries[2]!;
  await page.goto(`/events/${eventId}/cars/${third.carNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `#${third.carNumber} 1966 GTO` })).toBeVisible();
  await expect(page.getByText('From the show saved on this device.')).toBeVisible();

  // Without the device's copy of the event (dropped, or never kept), the event page still opens the saved show. The
  // copy is deleted from a page of the app's origin that runs no app (the car's saved thumbnail), so nothing writes
  // it back before the event page loads.
  await page.goto(second.thumbnailUrl!);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pontiac-hub-offline');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const remove = open.result.transaction('kv', 'readwrite').objectStore('kv').delete('react-query-cache');
          remove.onsuccess = () => {
            open.result.close();
            resolve();
          };
        };
      }),
  );
  await page.goto(`/events/${eventId}?tab=schedule`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Gates open')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);

  // Starred schedule items go to the calendar, made on the device.
  const schedule = page.getByRole('tabpanel');
  await schedule.getByRole('button', { name: /^Star Gates open at / }).click();
  const downloading = page.waitForEvent('download');
  await schedule.getByRole('button', { name: 'Add starred to calendar' }).click();
  const calendar = await readFile(await (await downloading).path(), 'utf8');
  expect(calendar.replace(/\r\n /g, '')).toContain(`SUMMARY:Gates open (${title})`);
  expect(calendar).toContain('DTSTART:20310601T090000Z');
});

test('once People’s Choice has closed, a saved show shows its results with ties, and its venue map, with no signal', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const { organizer, owners, eventId, title, show, entries } = await createShowWithCars(browser);
  const [first, second, third] = entries as [ShowEntry, ShowEntry, ShowEntry];
  const classId = show.classes[0]!.id;
  expect((await organizer.post(`/api/shows/${eventId}/voting`, { data: { action: 'open' } })).status()).toBe(200);
  // Cars 1 and 3 get two votes each, car 2 none: a tie for first.
  const votes: Array<[APIRequestContext, ShowEntry]> = [
    [owners[0]!, third],
    [owners[1]!, third],
    [owners[2]!, first],
    [organizer, first],
  ];
  for (const [voter, entry] of votes) {
    const vote = await voter.put(`/api/shows/${eventId}/votes/${classId}`, {
      data: { entryId: entry.id, castAt: new Date().toISOString() },
    });
    expect(vote.status(), await vote.text()).toBe(200);
  }
  expect((await organizer.post(`/api/shows/${eventId}/voting`, { data: { action: 'close' } })).status()).toBe(200);

  await saveShowOnDevice(page, eventId, title);
  await forgetImagesSeen(page, context);
  await context.setOffline(true);
  await page.goto(`/events/${eventId}?tab=results`);
  const results = page.getByRole('tabpanel');
  await expect(results.getByRole('heading', { name: 'GTO 1964–67' })).toBeVisible();
  await expect(results.getByText('4 votes')).toBeVisible();
  const rows = results.getByRole('row');
  await expect(rows.nth(1)).toContainText(`Tied 1st#${first.carNumber} 1964 GTO, Ada Lovelace2`);
  await expect(rows.nth(2)).toContainText(`Tied 1st#${third.carNumber} 1966 GTO, Jane Doe2`);
  await expect(results.getByText(`#${second.carNumber} `)).toHaveCount(0);

  // The Map tab, by keyboard from the Results tab: the venue map from the saved show, its spots listed too.
  await page.getByRole('tab', { name: 'Results' }).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=map$/);
  await imageLoaded(page.getByRole('img', { name: `Venue map of ${title}` }));
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveText(['Registration']);
});

test('a show on today’s date is saved on the device when opened, without asking, and can be removed', async ({ page, browser }) => {
  test.slow();
  const { eventId } = await createShowWithCars(browser, new Date().toISOString());
  const pictures = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SHOW_PICTURES_CACHE);
  const drawnCars = () => readStoredRow(page, SHOWS_DB_NAME, 'drawnPages', `/events/${eventId}?tab=cars`);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByText(/^Saved, updated/)).toBeVisible({ timeout: 30_000 });
  await expect.poll(pictures).toBe(4);

  await page.getByRole('button', { name: showTexts.removeSaved }).click();
  await expect(page.getByRole('button', { name: showTexts.saveForOffline })).toBeVisible();
  await expect.poll(pictures).toBe(0);
  // The tabs being drawn ahead as it was removed stop, and leave no page of it behind.
  await expect(page.locator('iframe')).toHaveCount(0, { timeout: 30_000 });
  expect(await drawnCars()).toBeUndefined();

  // Removed by the member, it is not saved again without asking when the page next has the show from the server
  // (here in the reloaded page's document).
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: showTexts.saveForOffline })).toBeVisible();
  expect(await pictures()).toBe(0);

  // Saved again by the member, it stays saved.
  await page.getByRole('button', { name: showTexts.saveForOffline }).click();
  await expect(page.getByText(/^Saved, updated/)).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByText(/^Saved, updated/)).toBeVisible();
  await expect.poll(pictures).toBe(4);
});

/** The pages of a PDF Chromium printed (each page object says `/Type /Page`). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

test('a dash card prints on one page, on Letter and on A4', async ({ page, browser }) => {
  const { eventId, entries } = await createShowWithCars(browser);
  await page.goto(`/events/${eventId}/cars/${entries[0]!.carNumber}/card`);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // What prints: the card with its number and code, not the page around it.
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.locator('.dash-card__number')).toHaveText(String(entries[0]!.carNumber));
  await expect(page.getByRole('heading', { level: 1, name: 'Dash card' })).toBeHidden();
  for (const format of ['Letter', 'A4'] as const) {
    expect(pdfPages(await page.pdf({ format, printBackground: true })), format).toBe(1);
  }
});

test.describe('on a link that never answers (lie-fi)', () => {
  // Through a proxy the test controls, so the service worker's requests hang too (a port of its own beside E2E_PORT).
  const proxyPort = Number(new URL(baseURL).port) + 500;
  let proxy: NetworkProxy;
  test.use({ baseURL: `http://localhost:${proxyPort}` });
  test.beforeAll(async () => {
    proxy = await startNetworkProxy({ upstream: baseURL, port: proxyPort });
  });
  test.afterAll(() => proxy.close());
  test.afterEach(() => proxy.set('normal'));

  test('a saved show and its cars come from the device at once, before any read could give up', async ({ page, browser }) => {
    test.slow();
    const { eventId, title, entries } = await createShowWithCars(browser);
    await saveShowOnDevice(page, eventId, title);
    proxy.set('lie-fi');
    // Reads give up after 6 s: what shows sooner came from the device.
    const fromDevice = { timeout: 5_000 };
    await page.goto(`/events/${eventId}?tab=cars`);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /^#\d+ / })).toHaveCount(3, fromDevice);
    const car = entries[0]!;
    await page.goto(`/events/${eventId}/cars/${car.carNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: `#${car.carNumber} 1964 GTO` })).toBeVisible(fromDevice);
  });
});
