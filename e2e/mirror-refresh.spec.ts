import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ModelSummary } from '../shared/catalogue/responses';
import { adminAccount } from './support';

const SLUG = 'firebird';

/** Reads one row of the offline mirror straight from IndexedDB (undefined when the store or row is missing). */
function mirrorRow<T>(page: Page, store: string, key: string): Promise<T | undefined> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise<T | undefined>((resolve) => {
        const open = indexedDB.open('pontiac-hub-offline');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve(undefined);
          const get = db.transaction(store).objectStore(store).get(key);
          get.onsuccess = () => resolve(get.result as T | undefined);
          get.onerror = () => resolve(undefined);
        };
      }),
    { store, key },
  );
}

const lastRefreshAt = async (page: Page) => (await mirrorRow<{ lastRefreshAt: string }>(page, 'meta', 'sync'))?.lastRefreshAt;

async function serviceWorkerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function signInAsAdmin(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: adminAccount() });
  expect(response.ok(), `admin login: ${response.status()}`).toBe(true);
}

async function putModel(request: APIRequestContext, model: ModelSummary, description: string | null) {
  const { id, slug, name, firstYear, lastYear, heroImage, featured, bodyStyles } = model;
  const response = await request.put(`/api/admin/models/${id}`, {
    data: { slug, name, firstYear, lastYear, description, heroImage, featured, bodyStyles },
  });
  expect(response.ok(), `PUT model: ${response.status()} ${await response.text()}`).toBe(true);
}

test('a model changed by an admin while the device is offline shows up offline after the reconnect refresh', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const list = (await (await request.get('/api/models')).json()) as ModelSummary[];
  const original = list.find((model) => model.slug === SLUG);
  expect(original, `the ${SLUG} model`).toBeDefined();
  const model = original!;
  const changed = `Mirror refresh check ${Date.now()}: the description an admin wrote while this device was offline.`;

  // Online: the model page, the service worker in control and the mirror filled.
  await page.goto(`/pontiac/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: model.name })).toBeVisible();
  await serviceWorkerControls(page);
  await expect.poll(() => lastRefreshAt(page), { timeout: 15_000 }).toBeDefined();
  const before = await lastRefreshAt(page);

  await context.setOffline(true);
  await signInAsAdmin(request);
  try {
    await putModel(request, model, changed);

    // Reconnecting starts the background refresh; wait until the mirror holds the new description.
    await context.setOffline(false);
    await expect.poll(async () => (await mirrorRow<ModelSummary>(page, 'models', SLUG))?.description, { timeout: 15_000 }).toBe(changed);
    expect(await lastRefreshAt(page)).not.toBe(before);

    // Offline again: a reload of the model page reads the change from the mirror.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: model.name })).toBeVisible();
    await expect(page.getByText(changed, { exact: true })).toBeVisible();
  } finally {
    await context.setOffline(false);
    await putModel(request, model, model.description);
  }
});

test('with nothing changed, the refresh on a reload is answered 304 and only the time of the last refresh moves', async ({
  page,
  context,
}) => {
  await page.goto('/pontiac');
  await serviceWorkerControls(page);
  await expect.poll(() => lastRefreshAt(page), { timeout: 15_000 }).toBeDefined();
  const before = await mirrorRow<{ etag: string | null; generatedAt: string; lastRefreshAt: string }>(page, 'meta', 'sync');
  // The service worker asks for the snapshot (the page hands it the job); the context sees the worker's requests too.
  const answers: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/offline/snapshot') answers.push(response.status());
  });

  await page.reload();
  await expect.poll(() => lastRefreshAt(page), { timeout: 15_000 }).not.toBe(before?.lastRefreshAt);
  // Every answer the refresh got (a reconnect may ask once more) was a 304.
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((status) => status !== 304)).toEqual([]);
  const after = await mirrorRow<{ etag: string | null; generatedAt: string }>(page, 'meta', 'sync');
  expect(after?.etag).toBe(before?.etag);
  expect(after?.generatedAt).toBe(before?.generatedAt);
});
