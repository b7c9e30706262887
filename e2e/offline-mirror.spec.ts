import { expect, test, type Page } from '@playwright/test';
import { mirrorFilled, readStoredRow } from './support';

const cutTheNetwork = (page: Page) => page.route('**/api/**', (route) => route.abort('internetdisconnected'));

/**
 * The page's own requests for the snapshot and its own loads of the module that checks one on the main thread (the
 * service worker's are not counted).
 */
function countMainThreadSnapshotWork(page: Page) {
  const work = { downloads: 0, parsers: 0 };
  page.on('request', (request) => {
    if (request.serviceWorker()) return;
    if (new URL(request.url()).pathname === '/api/offline/snapshot') work.downloads += 1;
    if (/\/assets\/parseSnapshot-/.test(request.url())) work.parsers += 1;
  });
  return work;
}

test('pages never visited online are read from the offline copy when the network fails', async ({ page }) => {
  const mainThread = countMainThreadSnapshotWork(page);
  await page.goto('/');
  await mirrorFilled(page);
  // The service worker downloaded, checked and stored the snapshot: the page neither received it nor loaded the code
  // to check it.
  expect(mainThread).toEqual({ downloads: 0, parsers: 0 });
  await cutTheNetwork(page);

  await page.goto('/pontiac/gto/1967');
  await expect(page.getByRole('heading', { level: 1, name: '1967 GTO' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/^Offline copy from /);

  await page.goto('/pontiac/gto/1967/gto');
  await expect(page.getByRole('heading', { level: 1, name: '1967 GTO' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/^Offline copy from /);

  await page.goto('/pontiac/gto');
  await expect(page.getByRole('heading', { level: 1, name: /GTO/ })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/^Offline copy from /);

  await page.goto('/tools/value-guide?model=gto&year=1967&trim=GTO');
  await expect(page.getByRole('heading', { level: 2, name: '1967 GTO', exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/^Offline copy from /);

  await page.goto('/diy');
  await expect(page.getByText(/^Showing [1-9]\d* videos?$/)).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/^Offline copy from /);

  // A model the copy does not know is a load failure offline, not a "not found".
  await page.goto('/pontiac/no-such-car');
  await expect(page.getByRole('heading', { name: 'Model unavailable' })).toBeVisible();
});

test('online, pages come from the network without the offline note, and 404 is still Not Found', async ({ page }) => {
  await page.goto('/pontiac/gto/1967');
  await expect(page.getByRole('heading', { level: 1, name: '1967 GTO' })).toBeVisible();
  await expect(page.getByText(/Offline copy from/)).toHaveCount(0);
  await page.goto('/pontiac/no-such-car');
  await expect(page.getByRole('heading', { name: 'Model Not Found' })).toBeVisible();
});

test.describe('without a service worker (blocked, or a browser without one)', () => {
  test.use({ serviceWorkers: 'block' });

  test('the page stores the snapshot itself, and pages never visited online still read from it', async ({ page }) => {
    const mainThread = countMainThreadSnapshotWork(page);
    await page.goto('/');
    await mirrorFilled(page);
    expect(mainThread).toEqual({ downloads: 1, parsers: 1 });
    await cutTheNetwork(page);

    await page.goto('/pontiac/gto/1967');
    await expect(page.getByRole('heading', { level: 1, name: '1967 GTO' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(/^Offline copy from /);
  });
});

/** Counts, in the page, the times its own code created or upgraded the offline database (not the service worker's). */
function countPageUpgrades(page: Page) {
  return page.addInitScript(() => {
    const open = indexedDB.open.bind(indexedDB);
    indexedDB.open = (...args: Parameters<IDBFactory['open']>) => {
      const request = open(...args);
      if (args[0] === 'pontiac-hub-offline') {
        request.addEventListener('upgradeneeded', () => {
          Reflect.set(window, 'mirrorUpgradesByPage', Number(Reflect.get(window, 'mirrorUpgradesByPage') ?? 0) + 1);
        });
      }
      return request;
    };
  });
}

test('on a first visit the service worker creates the offline database; the page only writes to it', async ({ page }) => {
  await countPageUpgrades(page);
  // Home keeps its latest posts in the saved query cache, which lives in the offline database.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Latest Posts' })).toBeVisible();
  await expect.poll(() => readStoredRow(page, 'pontiac-hub-offline', 'kv', 'react-query-cache'), { timeout: 15_000 }).toBeDefined();
  // Creating it (Dexie's open and version upgrade) is a long task the page's main thread is spared while it starts.
  expect(await page.evaluate(() => Number(Reflect.get(window, 'mirrorUpgradesByPage') ?? 0))).toBe(0);
});
