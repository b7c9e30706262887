import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { INSTALL_LABEL, OFFLINE_DESCRIPTION, OFFLINE_LABEL } from '../shared/pwa/texts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

interface WebManifest {
  name?: string;
  short_name?: string;
  description?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: ManifestIcon[];
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)], 'PNG signature').toEqual(PNG_SIGNATURE);
  expect(bytes.toString('ascii', 12, 16), 'first chunk').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

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

test('the web app manifest describes the app and its PNG icons have the stated sizes', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as WebManifest;

  expect(manifest.name).toBe('Pontiac Hub');
  expect(manifest.short_name).toBe('Pontiac Hub');
  expect(manifest.description).toMatch(/classic Pontiacs/);
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons = manifest.icons ?? [];
  const purposes = (icon: ManifestIcon) => (icon.purpose ?? 'any').split(/\s+/);
  expect(icons.some((icon) => icon.sizes === '192x192' && purposes(icon).includes('any'))).toBe(true);
  expect(icons.some((icon) => icon.sizes === '512x512' && purposes(icon).includes('any'))).toBe(true);
  expect(icons.some((icon) => icon.sizes === '512x512' && purposes(icon).includes('maskable'))).toBe(true);

  for (const icon of icons) {
    const iconResponse = await request.get(icon.src);
    expect(iconResponse.ok(), icon.src).toBe(true);
    expect(iconResponse.headers()['content-type'], icon.src).toContain('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await iconResponse.body()), icon.src).toEqual({ width, height });
  }
});

test('the service worker registers and controls the page after a reload', async ({ page }) => {
  await page.goto('/');
  expect(await serviceWorkerReady(page)).toBe('activated');
  const reloaded = await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The worker's pages are kept out of the back-forward cache: a page frozen there with its IndexedDB transactions in
  // flight would hold the device's stores (service-worker/outOfBackForwardCache.ts).
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(reloaded?.headers()['cache-control']).toBe('no-store');
});

test('the header shows an Offline status only while the connection is down', async ({ page, context }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const pill = header.getByText(OFFLINE_LABEL, { exact: true });
  const status = header.getByRole('status').filter({ hasText: OFFLINE_DESCRIPTION });
  await expect(pill).toBeHidden();
  await expect(status).toHaveCount(0);

  await context.setOffline(true);
  await expect(pill).toBeVisible();
  await expect(status).toHaveCount(1);

  await context.setOffline(false);
  await expect(pill).toBeHidden();
  await expect(status).toHaveCount(0);
});

test('Chromium reports the app installable once the service worker is ready', async ({ playwright, baseURL }, testInfo) => {
  // Chromium never offers installation in incognito, which every default Playwright context is; use a real profile.
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'pwa-e2e-profile-'));
  const context = await playwright.chromium.launchPersistentContext(userDataDir, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    expect(await serviceWorkerReady(page)).toBe('activated');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('the header offers Install app while a prompt is kept, and asks for persistent storage once installed', async ({ page }) => {
  // Count persist() calls without depending on the browser's real storage policy.
  await page.addInitScript(() => {
    const calls = { prompt: 0, persist: 0 };
    Object.assign(window, { __pwaCalls: calls });
    navigator.storage.persist = () => {
      calls.persist += 1;
      return Promise.resolve(true);
    };
  });
  await page.goto('/');
  const install = page.getByRole('banner').getByRole('button', { name: INSTALL_LABEL });
  await expect(install).toBeHidden();

  const prevented = await page.evaluate(() => {
    const calls = (window as unknown as { __pwaCalls: { prompt: number } }).__pwaCalls;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        calls.prompt += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: '' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
  await expect(install).toBeVisible();

  await install.click();
  await expect(install).toBeHidden();

  await page.evaluate(() => {
    window.dispatchEvent(new Event('appinstalled'));
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(await page.evaluate(() => (window as unknown as { __pwaCalls: unknown }).__pwaCalls)).toEqual({
    prompt: 1,
    persist: 1,
  });
});
