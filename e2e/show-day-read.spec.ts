import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { showEntrySchema, showSchema, type Show } from '../shared/shows/responses';
import { SHOW_PICTURES_CACHE } from '../shared/pwa/caches';
import { showTexts } from '../shared/shows/texts';
import { carAddress, qrPath } from '../pwa/src/features/shows/car/qrPath';
import { baseURL } from '../playwright.config';
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
  const organizer = await apiMember(browser, 'Olive Organizer');
  const title = `Pontiac Nationals ${Date.now()}`;
  const event = await organizer.post('/api/events', {
    data: {
      title: `Pontiac Nationals ${Date.now()}`,
      description: 'The show.',
      eventDate: '2031-06-01T09:00:00.000Z',
      location: 'Fairgrounds',
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = ((await event.json()) as { id: string }).id;
  const setUp = await organizer.put(`/api/events/${eventId}/show`, {
    data: {
      registrationOpen: true,
      classes: [{ name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967 }],
      schedule: [{ startsAt: '2031-06-01T09:00:00.000Z', title: 'Gates open', place: 'North gate' }],
    },
  });
  expect(setUp.status(), await setUp.text()).toBe(200);
  const show = showSchema.parse(await setUp.json());
  const owners = await Promise.all(['Ada Lovelace', 'Grace Hopper', 'Jane Doe'].map((name) => apiMember(browser, name)));
  const entries = [];
  for (const [index, owner] of owners.entries()) entries.push(await enterCar(owner, show, 1964 + index, 80 * (index + 1)));
  const second = entries[1]!;

  // Online, under the service worker: save the show.
  await page.goto(`/events/${eventId}`);
  await serviceWorkerControls(page);
  await page.getByRole('button', { name: showTexts.saveForOffline }).click();
  await expect(page.getByText(/^Saved, updated/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/on this device$/)).toBeVisible();
  const storedPictures = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SHOW_PICTURES_CACHE);
  expect(await storedPictures()).toBe(3);

  // The event itself comes back offline from the persisted query cache (saved a moment after it arrived).
  await expect
    .poll(async () => JSON.stringify((await readStoredRow(page, 'pontiac-hub-offline', 'kv', 'react-query-cache')) ?? '').includes(title))
    .toBe(true);

  // The tab is in the address, so the reload below keeps it.
  await page.getByRole('tab', { name: 'Cars' }).click();
  await expect(page).toHaveURL(/\?tab=cars$/);

  // Thumbnails seen online also sit in the bounded cache of images seen and in the browser's HTTP cache, both of
  // which the browser may empty at any time: emptied here, so what shows offline below is the saved show's own copy.
  await page.evaluate(() => caches.delete('model-images'));
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
  const cars = page.getByRole('tabpanel');
  await expect(cars.getByRole('link', { name: /^#\d+ / })).toHaveCount(3);

  await cars.getByLabel('Find a car').fill(String(second.carNumber));
  const found = cars.getByRole('link', { name: `#${second.carNumber} 1965 Pontiac GTO` });
  await expect(cars.getByRole('link', { name: /^#\d+ / })).toHaveCount(1);
  // Its thumbnail comes from the saved show's pictures.
  const carName = `#${second.carNumber} 1965 Pontiac GTO`;
  const thumbnail = cars
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: carName }) })
    .locator('img');
  // Lazy: loaded once on screen.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await found.click();
  await expect(page.getByRole('heading', { level: 1, name: `#${second.carNumber} 1965 Pontiac GTO` })).toBeVisible();
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
  await expect(page.getByRole('heading', { level: 1, name: `#${third.carNumber} 1966 Pontiac GTO` })).toBeVisible();
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
});
