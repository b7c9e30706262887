import { expect, test, type Page } from '@playwright/test';
import { OFFLINE_LABEL } from '../shared/pwa/texts';
import { registerViaForm } from './support';

/** Every top-level route a visitor or member can open from the navigation. */
const routes = [
  '/',
  '/pontiac',
  '/pontiac/gto',
  '/pontiac/gto/1967',
  '/compare',
  '/tools/vin-decoder',
  '/tools/value-guide',
  '/diy',
  '/events',
  '/community',
  '/auth/login',
  '/auth/register',
];
const memberRoutes = ['/events/create', '/profile', '/messages'];

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number, route: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${route} is ${scrollWidth}px wide on a ${width}px screen`).toBeLessThanOrEqual(width);
}

/** Every header control is on screen and at least 24×24 px (WCAG 2.2 target size). */
async function expectHeaderControlsReachable(page: Page, width: number, route: string) {
  const controls = page.getByRole('banner').locator('a:visible, button:visible, input:visible');
  const count = await controls.count();
  expect(count, `${route}: header controls`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    expect(box, `${route}: ${name} has a box`).not.toBeNull();
    expect(box!.x, `${route}: ${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${route}: ${name} ends on screen`).toBeLessThanOrEqual(width);
    expect(box!.width, `${route}: ${name} is wide enough to tap`).toBeGreaterThanOrEqual(24);
    expect(box!.height, `${route}: ${name} is tall enough to tap`).toBeGreaterThanOrEqual(24);
  }
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport });

    test('no route scrolls sideways and every header control can be tapped, signed out', async ({ page }) => {
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSidewaysScroll(page, viewport.width, route);
        await expectHeaderControlsReachable(page, viewport.width, route);
      }
    });

    test('offline, the Offline pill fits beside the account controls', async ({ page, context }) => {
      await registerViaForm(page);
      await page.goto('/pontiac');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole('banner').getByText(OFFLINE_LABEL, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width, '/pontiac offline');
      await expectHeaderControlsReachable(page, viewport.width, '/pontiac offline');
      await context.setOffline(false);
    });

    test('the same holds for a signed-in member, on the member pages too', async ({ page }) => {
      await registerViaForm(page);
      for (const route of [...routes, ...memberRoutes]) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSidewaysScroll(page, viewport.width, route);
        await expectHeaderControlsReachable(page, viewport.width, route);
      }
    });
  });
}
