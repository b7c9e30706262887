import { expect, test, type Page } from '@playwright/test';
import {
  CATALOGUE_CHANGES_NEED_CONNECTION,
  SIGN_IN_NEEDS_CONNECTION,
  VIDEO_NEEDS_CONNECTION,
  VIDEO_NEEDS_CONNECTION_LABEL,
} from '../shared/pwa/texts';
import { adminTexts } from '../shared/admin/texts';
import { adminAccount, serviceWorkerControls, signInViaForm } from './support';

/** A valid 1×1 PNG, small enough for any upload limit. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Waits for navigator.serviceWorker.ready, then until the active worker has finished activating. */
async function serviceWorkerReady(page: Page) {
  return page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active && active.state !== 'activated') {
      await new Promise<void>((resolve) => {
        active.addEventListener('statechange', () => {
          if (active.state === 'activated') resolve();
        });
      });
    }
    return active?.state ?? null;
  });
}

// Every test may switch the network off; never leave the context offline for the next one.
test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

for (const { path, button } of [
  { path: '/auth/login', button: 'Sign In' },
  { path: '/auth/register', button: 'Sign Up' },
]) {
  test(`${path} says signing in needs a connection and disables ${button} while offline`, async ({ page, context }) => {
    await page.goto(path);
    const submit = page.getByRole('button', { name: button, exact: true });
    const notice = page.getByRole('status').filter({ hasText: SIGN_IN_NEEDS_CONNECTION });
    await expect(submit).toBeEnabled();
    await expect(notice).toHaveCount(0);

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(submit).toBeDisabled();

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });
}

test('DIY video cards show "Needs a connection" instead of a play button while offline', async ({ page, context }) => {
  // Thumbnails come from YouTube, which this machine cannot reach: answer them with nothing, as a dead network would.
  await page.route('https://i.ytimg.com/**', (route) => route.abort('internetdisconnected'));
  await page.route('https://img.youtube.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/diy');
  const cards = page.getByRole('list', { name: 'Videos' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(cards.getByRole('button', { name: /^Play / })).toHaveCount(count);

  await context.setOffline(true);
  await expect(cards.getByText(VIDEO_NEEDS_CONNECTION)).toHaveCount(count);
  await expect(cards.first().getByText(VIDEO_NEEDS_CONNECTION)).toBeVisible();
  await expect(cards.first().getByText(VIDEO_NEEDS_CONNECTION_LABEL, { exact: true })).toBeVisible();
  await expect(cards.getByRole('button', { name: /^Play / })).toHaveCount(0);
  // No broken thumbnail: a failed one gives way to the placeholder, so every remaining image has loaded.
  const broken = await cards
    .locator('img')
    .evaluateAll(
      (images) => images.filter((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth === 0).length,
    );
  expect(broken).toBe(0);

  await context.setOffline(false);
  await expect(cards.getByRole('button', { name: /^Play / })).toHaveCount(count);
  await expect(cards.getByText(VIDEO_NEEDS_CONNECTION)).toHaveCount(0);
});

test('the admin models page disables catalogue changes while offline', async ({ page, context }) => {
  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/models');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const add = page.getByRole('button', { name: 'Add Model' });
  const notice = page.getByRole('status').filter({ hasText: CATALOGUE_CHANGES_NEED_CONNECTION });
  await expect(add).toBeEnabled();

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(add).toBeDisabled();
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('button', { name: /^Edit/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Delete/ })).toBeDisabled();
  await expect(row.getByRole('switch')).toBeDisabled();

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(add).toBeEnabled();
  await expect(row.getByRole('button', { name: /^Edit/ })).toBeEnabled();
});

test('an uploaded model image seen online is still shown in the gallery offline', async ({ page, context }) => {
  // Unique per run, so earlier runs' images on the same model never match.
  const caption = `Offline check ${Date.now()}`;
  // Upload a gallery image to the first model.
  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/models');
  const row = page.getByRole('table').getByRole('row').nth(1);
  const modelLink = row.getByRole('link');
  const href = await modelLink.getAttribute('href');
  expect(href).toBeTruthy();
  await row.getByRole('button', { name: /Manage images/ }).click();
  const gallery = page.getByRole('dialog', { name: /^Images for / });
  await gallery.getByLabel('Image file').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: TINY_PNG });
  await gallery.getByLabel('Caption (optional)').fill(caption);
  await gallery.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(gallery.getByRole('img', { name: caption })).toBeVisible();
  await page.keyboard.press('Escape');

  // View it online under a controlling service worker, so the image goes through the runtime cache.
  await page.goto(href!);
  expect(await serviceWorkerReady(page)).toBe('activated');
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const image = page.getByRole('img', { name: caption });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/uploads\//);
  await expect
    .poll(() => page.evaluate(async (url) => (await (await caches.open('model-images')).match(url)) !== undefined, src!))
    .toBe(true);
  // The page load refreshed the offline mirror: wait until it holds the new image.
  await expect.poll(() => mirroredImageUrls(page), { timeout: 15_000 }).toContain(src);

  // Offline, a reload of the model page shows the gallery from the mirror, the image from the service worker's cache.
  await context.setOffline(true);
  await page.reload();
  const offlineImage = page.getByRole('img', { name: caption });
  await offlineImage.scrollIntoViewIfNeeded();
  await expect(offlineImage).toBeVisible();
  await expect.poll(() => offlineImage.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await offlineImage.getAttribute('src')).toBe(src);
  await context.setOffline(false);
});

/** The image URLs in the offline mirror's modelImages store (empty while the store is missing). */
function mirroredImageUrls(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('pontiac-hub-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          // Closed after each look, so it never blocks the app's own open (and version upgrade) of the database.
          const done = (urls: string[]) => {
            db.close();
            resolve(urls);
          };
          if (!db.objectStoreNames.contains('modelImages')) return done([]);
          const all = db.transaction('modelImages').objectStore('modelImages').getAll();
          all.onsuccess = () => done((all.result as Array<{ imageUrl: string }>).map((row) => row.imageUrl));
          all.onerror = () => done([]);
        };
      }),
  );
}

test('the admin pages are not in every visitor’s first download, yet their files are kept once an admin opens them, for no signal', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await serviceWorkerControls(page);
  // Not precached: no visitor's first visit downloads the admin pages.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((cacheName) => cacheName.includes('precache'))) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(precached.some((url) => url.startsWith('/assets/HomePage-'))).toBe(true);
  expect(precached.filter((url) => /^\/assets\/(AdminPage|AdminModelsPage|ShowSetupPage)-/.test(url))).toEqual([]);

  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: adminTexts.title })).toBeVisible();
  // Loaded once under the worker, the admin page's file is kept and answered with no signal.
  const adminScript = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .find((url) => /^\/assets\/AdminPage-[^/]+\.js$/.test(url)),
  );
  expect(adminScript).toBeDefined();
  await context.setOffline(true);
  const offlineAnswer = await page.evaluate(async (url) => {
    const response = await fetch(url ?? '');
    return { status: response.status, type: response.headers.get('content-type') };
  }, adminScript);
  expect(offlineAnswer.status).toBe(200);
  expect(offlineAnswer.type).toMatch(/javascript/);
});
