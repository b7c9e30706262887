import { expect, test } from '@playwright/test';

/**
 * A visitor's pages log nothing in red: nobody is signed in on this browser (no session, so no hint cookie), and the
 * app knows it without asking GET /api/auth/me, whose 401 Chromium would log as an error on every page.
 */
/** A 1×1 PNG: what the test answers for another site's pictures (the DIY videos' YouTube thumbnails). */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor walks home, models, a model, community, events and DIY with no console error and no failed request', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Other sites may be out of reach where the tests run: only this app's own requests are under test.
  await page.route(
    (url) => url.origin !== new URL(baseURL ?? '').origin,
    (route) => route.fulfill({ body: onePixelPng, contentType: 'image/png' }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  const pages = [
    ['/', /Pontiac/],
    ['/pontiac', /Models/],
    ['/pontiac/gto', /GTO/],
    ['/community', /Community/],
    ['/events', /Events/],
    ['/diy', /DIY Videos/],
  ] as const;
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({ timeout: 15_000 });
    // The header has decided who is there: a visitor.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
