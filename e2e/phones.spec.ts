import { expect, test, type Page } from '@playwright/test';
import { INSTALL_LABEL, OFFLINE_LABEL } from '../shared/pwa/texts';
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
  const { scrollWidth, overflowing } = await page.evaluate((screenWidth) => {
    // Named in the failure: the outermost elements that reach past the screen's right edge.
    const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > screenWidth);
    const outermost = wide.filter((element) => !wide.includes(element.parentElement as Element));
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)}px)`;
    return { scrollWidth: document.documentElement.scrollWidth, overflowing: outermost.slice(0, 5).map(describe) };
  }, width);
  expect(scrollWidth, `${route} is ${scrollWidth}px wide on a ${width}px screen: ${overflowing.join(', ')}`).toBeLessThanOrEqual(width);
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
      // A walk through every route: beside another CPU-heavy process it takes longer than one page's test budget.
      test.slow();
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSidewaysScroll(page, viewport.width, route);
        await expectHeaderControlsReachable(page, viewport.width, route);
      }
    });

    test('offline, the Offline pill fits beside the account controls and the install offer', async ({ page, context }) => {
      await registerViaForm(page);
      await page.goto('/pontiac');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The browser offers installation when it decides to: offered here, the bar is at its fullest every time.
      await page.evaluate(() => {
        const offer = { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed', platform: '' }) };
        window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), offer));
      });
      // A phone's bar has no room for it: it is in the menu.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: INSTALL_LABEL })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
      await context.setOffline(true);
      await expect(page.getByRole('banner').getByText(OFFLINE_LABEL, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width, '/pontiac offline');
      await expectHeaderControlsReachable(page, viewport.width, '/pontiac offline');
      await context.setOffline(false);
    });

    test('the same holds for a signed-in member, on the member pages too', async ({ page }) => {
      test.slow();
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
