import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { eventSummarySchema } from '../shared/events/responses';
import { eventTexts } from '../shared/events/texts';
import { userProfileSchema } from '../shared/users/profile';

let counter = 0;
export function newMember(name = 'Grace Hopper') {
  counter += 1;
  return { name, email: `member${counter}-${Date.now()}@e2e.test`, password: 'v8-power-1967' };
}

export const adminAccount = () => ({
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
});

export async function registerViaForm(page: Page, member = newMember()) {
  await page.goto('/auth/register');
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').getByText('Account created!')).toBeVisible();
  return member;
}

/** The signed-in member's public profile (id, username, name), read with the page's own session. */
export async function ownProfile(page: Page) {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  return userProfileSchema.parse(await (await page.request.get(`/api/users/${me.id}`)).json());
}

export async function signInViaForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The worker takes over a page from its next load (it does not claim open pages), hence the reload; then
 * waits until the page knows the member again, so going offline next does not cut that question short.
 */
export async function openEventsUnderServiceWorker(page: Page) {
  await page.goto('/events');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('link', { name: eventTexts.createEvent, exact: true })).toBeVisible();
}

export interface EventDraft {
  title: string;
  description?: string;
  date?: string;
  location?: string;
}

export async function fillEventForm(
  page: Page,
  { title, description = 'Bring your Pontiac.', date = '2031-06-01T18:30', location = 'Main St lot' }: EventDraft,
) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Date and time').fill(date);
  await page.getByLabel('Location').fill(location);
}

/** The events the server has under this title (read with the test runner's own connection, never offline). */
/** Every event on the server with this title: the list is paged (X-Next-Cursor), so every page is read. */
export async function serverEventsTitled(request: APIRequestContext, title: string) {
  const found = [];
  let cursor: string | undefined;
  do {
    const response = await request.get(`/api/events?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    found.push(
      ...eventSummarySchema
        .array()
        .parse(await response.json())
        .filter((event) => event.title === title),
    );
    cursor = response.headers()['x-next-cursor'];
  } while (cursor);
  return found;
}

/** The queued events section of the list ("On this device"). */
export const onThisDevice = (page: Page) => page.getByRole('region', { name: /^On this device/ });

/** Waits until the service worker is activated, then reloads once if it does not control the page yet. */
export async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active && active.state !== 'activated') {
      await new Promise<void>((resolve) => {
        active.addEventListener('statechange', () => {
          if (active.state === 'activated') resolve();
        });
      });
    }
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * One row of the app's IndexedDB, read in the page (sent as text, so any engine's driver can run it); undefined when
 * the database or store is not there yet. It never creates the database (opening a missing one would, at version 1,
 * and block the app's own upgrade) and closes it.
 */
export async function storedRowInPage({ database, store, key }: { database: string; store: string; key: string }): Promise<unknown> {
  if (!(await indexedDB.databases()).some((info) => info.name === database)) return undefined;
  return new Promise<unknown>((resolve) => {
    const open = indexedDB.open(database);
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(store)) {
        db.close();
        return resolve(undefined);
      }
      const get = db.transaction(store).objectStore(store).get(key);
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => resolve(undefined);
      db.close();
    };
  });
}

export const readStoredRow = (page: Page, database: string, store: string, key: string): Promise<unknown> =>
  page.evaluate(storedRowInPage, { database, store, key });

/** Where the offline copy notes its last snapshot, and whether that note says one is there. */
export const MIRROR_SYNC_ROW = { database: 'pontiac-hub-offline', store: 'meta', key: 'sync' };
export const holdsSnapshot = (meta: unknown) =>
  typeof meta === 'object' && meta !== null && 'lastRefreshAt' in meta && typeof meta.lastRefreshAt === 'string';

/**
 * Resolves once the offline copy holds a snapshot: its meta row is written last, in the snapshot's transaction.
 * `timeout`: longer where many pages fill theirs at once.
 */
export async function mirrorFilled(page: Page, { timeout = 15_000 } = {}) {
  await expect.poll(async () => holdsSnapshot(await page.evaluate(storedRowInPage, MIRROR_SYNC_ROW)), { timeout }).toBe(true);
}

/** Opens the phone menu. The first screen may be served before the app takes it over: press again until it opens. */
export async function openPhoneMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return menu;
}
