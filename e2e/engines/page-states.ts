import { expect } from '@playwright/test';
import { holdsSnapshot, MIRROR_SYNC_ROW, storedRowInPage } from '../support';
import type { EnginePage } from './engine-page';

/*
 * What the tests wait for, read in the page. Each function is sent to the browser as text, so it uses nothing
 * from around it.
 */

/** A heading of this level whose text is exactly `name`. */
export const headingShown = ({ level, name }: { level: number; name: string }) =>
  Array.from(document.querySelectorAll(`h${level}`)).some((heading) => heading.textContent?.trim() === name);

/** An element matching `selector` whose text includes `text`. */
export const textShown = ({ selector, text }: { selector: string; text: string }) =>
  Array.from(document.querySelectorAll(selector)).some((element) => element.textContent?.includes(text) ?? false);

/** XPath of an element of `tag` whose own normalized text is `text` (a button, a link). */
export const byText = (tag: string, text: string) => `//${tag}[normalize-space()=${JSON.stringify(text)}]`;

/** XPath of the field a `<label>` with this text names (through `for`, or wrapped in it). */
export const fieldLabelled = (label: string) =>
  `//*[@id=//label[normalize-space()=${JSON.stringify(label)}]/@for] | //label[normalize-space()=${JSON.stringify(label)}]//*[self::input or self::textarea or self::select]`;

/**
 * The worker is installed, active and controls the page. It takes over a page from its next load (it does not claim
 * open ones), hence the reload when it is not in control yet.
 */
export async function workerInControl(page: EnginePage) {
  await page.waitUntil(
    'the service worker activated',
    async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
    undefined,
    30_000,
  );
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null, undefined))) await page.reload();
  await page.waitUntil('the service worker controls the page', () => navigator.serviceWorker.controller !== null, undefined);
}

/** The app's offline mirror holds a full snapshot, read as the Chromium tests read it (e2e/support.ts). */
export async function mirrorFilled(page: EnginePage) {
  await expect.poll(async () => holdsSnapshot(await page.evaluate(storedRowInPage, MIRROR_SYNC_ROW)), { timeout: 30_000 }).toBe(true);
}

/** The page's session is a member's (asked of the API with the page's own cookie). */
export const signedIn = async () => {
  const answer = await fetch('/api/auth/me', { credentials: 'same-origin' });
  if (!answer.ok) return false;
  const me: unknown = await answer.json();
  return typeof me === 'object' && me !== null && 'id' in me;
};

/** Signs an existing member in through the sign-in form. */
export async function signIn(page: EnginePage, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.fill(fieldLabelled('Email'), account.email);
  await page.fill(fieldLabelled('Password'), account.password);
  await page.click(byText('button', 'Sign In'));
  await page.waitUntil('the member signed in', signedIn, undefined);
}

/**
 * For a failed test's report: the device's databases, the outbox's writes and the worker, as the page sees them. Each
 * read is given 3 s, so a storage that does not answer is named instead of hanging the report.
 */
export async function deviceState() {
  const within = <T>(what: string, reading: Promise<T>) =>
    Promise.race([reading, new Promise<string>((resolve) => setTimeout(() => resolve(`${what}: no answer in 3 s`), 3_000))]);
  const databases = await within('indexedDB.databases()', indexedDB.databases());
  const writes = await within(
    'the outbox',
    new Promise<unknown>((resolve) => {
      const open = indexedDB.open('pontiac-hub-outbox');
      open.onblocked = () => resolve('outbox open blocked');
      open.onerror = () => resolve('outbox open failed');
      open.onsuccess = () => {
        const read = open.result.transaction('writes').objectStore('writes').getAll();
        read.onsuccess = () => {
          open.result.close();
          resolve(read.result);
        };
        read.onerror = () => resolve('outbox read failed');
      };
    }),
  );
  const opens = (name: string) =>
    within(
      `opening ${name}`,
      new Promise<string>((resolve) => {
        const open = indexedDB.open(name);
        open.onblocked = () => resolve('blocked');
        open.onerror = () => resolve('failed');
        open.onsuccess = () => {
          open.result.close();
          resolve('opened');
        };
      }),
    );
  const mirror = await opens('pontiac-hub-offline');
  const fresh = await opens(`engine-probe-${Date.now()}`);
  const locks = await within('navigator.locks.query()', navigator.locks.query());
  const worker = navigator.serviceWorker.controller;
  return { databases, writes, mirror, fresh, locks, worker: worker?.state ?? 'none', onLine: navigator.onLine };
}
