import { expect, test } from '@playwright/test';

/**
 * A visitor's pages log nothing in red: nobody is signed in on this browser (no session, so no hint cookie), and the
 * app knows it without asking GET /api/auth/me, whose 401 Chromium would log as an error on every page.
 */
test('a visitor walks home, models, a model, community, events and DIY with no console error and no failed request', async ({ page }) => {
  test.setTimeout(120_000);
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
