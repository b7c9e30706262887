import { expect, test } from '@playwright/test';

test('the desktop header is 64 px with the exact search placeholder and section links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.height).toBe(64);
  await expect(header.getByPlaceholder('Search models, posts, users...')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Models', 'Community', 'DIY', 'Events', 'Tools']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('the mobile bottom navigation highlights the current section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const bottomNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(bottomNav).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(bottomNav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await bottomNav.getByRole('link', { name: 'Models' }).click();
  await expect(page).toHaveURL('/pontiac');
  await expect(bottomNav.getByRole('link', { name: 'Models' })).toHaveAttribute('aria-current', 'page');
  // Home is highlighted only on "/" itself.
  await expect(bottomNav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/events/create');
  await expect(bottomNav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'DIY' })).toBeVisible();
});
