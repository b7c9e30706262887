import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminTexts } from '../shared/admin/texts';
import { authTexts } from '../shared/auth/texts';
import { BUILTIN_COMPARE_MODELS } from '../shared/compare/builtin';
import { MODELS_PARAM, serializeModelsParam } from '../shared/compare/selection';
import { compareTexts } from '../shared/compare/texts';
import { eventDetailSchema } from '../shared/events/responses';
import { SCROLL_SIDEWAYS_HINT } from '../shared/layout/texts';
import { INSTALL_LABEL, OFFLINE_LABEL } from '../shared/pwa/texts';
import { userProfileSchema } from '../shared/users/profile';
import { baseURL } from '../playwright.config';
import { adminAccount, newMember, openPhoneMenu, registerViaForm, signInViaForm } from './support';

/** Every route a visitor can open (pwa/src/app/routes.tsx), detail pages included. */
const routes = [
  '/',
  '/pontiac',
  '/pontiac/gto',
  '/pontiac/gto/compare',
  '/pontiac/gto/1967',
  '/pontiac/gto/1967/compare',
  '/pontiac/gto/1967/gto',
  '/compare',
  '/tools/vin-decoder',
  '/tools/value-guide',
  '/diy',
  '/events',
  '/community',
  '/community/gto',
  '/search?q=gto',
  // Both sign a visitor in themselves (a member with no signal can still write and read here).
  '/post/new',
  '/messages',
  '/auth/login',
  '/auth/register',
  '/no-such-page',
];
/** Pages only a signed-in member sees as they are meant to be (their own event's edit page is added below). */
const memberRoutes = ['/events/create', '/profile', '/notifications', '/notifications/settings'];

/** A member with a post and an event of their own, so the detail pages have something to show. */
const organizer = newMember('Phone Organizer');
const detailRoutes: string[] = [];
let organizerEventEdit = '';
let organizerApi: APIRequestContext;
const createdPaths: string[] = [];

test.beforeAll(async () => {
  organizerApi = await playwrightRequest.newContext({ baseURL });
  expect((await organizerApi.post('/api/auth/register', { data: organizer })).status()).toBe(201);
  const post = await organizerApi.post('/api/posts', {
    data: { communitySlug: 'gto', title: 'Which rear axle ratio for a 1967 GTO on the highway?', body: 'Cruising at 70 with 3.55s.' },
  });
  expect(post.status()).toBe(201);
  const { id: postId } = (await post.json()) as { id: string };
  const event = await organizerApi.post('/api/events', {
    data: {
      title: 'Phone-width cruise night',
      description: 'Bring your Pontiac.',
      eventDate: '2098-06-01T18:30:00.000Z',
      location: 'Main St lot',
    },
  });
  expect(event.status()).toBe(201);
  const { id: eventId } = eventDetailSchema.parse(await event.json());
  const me = (await (await organizerApi.get('/api/auth/me')).json()) as { id: string };
  const { username } = userProfileSchema.parse(await (await organizerApi.get(`/api/users/${me.id}`)).json());
  detailRoutes.push(`/post/${postId}`, `/events/${eventId}`, `/profile/${encodeURIComponent(username)}`);
  organizerEventEdit = `/events/${eventId}/edit`;
  createdPaths.push(`/api/events/${eventId}`, `/api/posts/${postId}`);
});

// Other browser tests read the first page of the events list and the forum: these leave them as they came.
test.afterAll(async () => {
  for (const path of createdPaths) await organizerApi.delete(path);
  await organizerApi.dispose();
});

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number, route: string) {
  const { scrollWidth, overflowing } = await page.evaluate((screenWidth) => {
    // Named in the failure: the outermost elements that reach past the screen's right edge (a scroll box's content
    // does, and may: it is the page that must not).
    const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > screenWidth);
    const outermost = wide.filter((element) => !wide.includes(element.parentElement as Element));
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)}px)`;
    return { scrollWidth: document.documentElement.scrollWidth, overflowing: outermost.slice(0, 5).map(describe) };
  }, width);
  expect(scrollWidth, `${route} is ${scrollWidth}px wide on a ${width}px screen: ${overflowing.join(', ')}`).toBeLessThanOrEqual(width);
}

/**
 * Every table wider than the room it has scrolls in its own box: a named region in the tab order (so the keyboard
 * can scroll it) that says, visibly, that there is more sideways.
 */
async function expectWideTablesInScrollBoxes(page: Page, route: string) {
  const problems = await page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.checkVisibility() && table.parentElement && table.scrollWidth > table.parentElement.clientWidth + 1)
      .flatMap((table) => {
        const name = table.caption?.textContent?.slice(0, 40) ?? 'a table';
        const box = table.closest('[role="region"]');
        if (!box || box.getAttribute('tabindex') !== '0' || !(box.getAttribute('aria-label') || box.getAttribute('aria-labelledby'))) {
          return [`${name} is wider than its box but not in a focusable, named scroll region`];
        }
        const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
        return hint?.checkVisibility() ? [] : [`${name} scrolls sideways with no visible hint`];
      }),
  );
  expect(problems, route).toEqual([]);
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

/** The page's content is in (nothing still loading), then it fits the screen. */
async function expectFits(page: Page, width: number, route: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading...', { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page, width, route);
  await expectWideTablesInScrollBoxes(page, route);
  await expectHeaderControlsReachable(page, width, route);
}

async function walk(page: Page, width: number, paths: readonly string[]) {
  for (const route of paths) {
    await page.goto(route);
    await expectFits(page, width, route);
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
      test.setTimeout(120_000);
      await walk(page, viewport.width, [...routes, ...detailRoutes]);
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

    test("the same holds for a signed-in member, on the member pages and their own event's edit page too", async ({ page }) => {
      test.setTimeout(150_000);
      await signInViaForm(page, organizer);
      await expect(page.getByRole('status').getByText(authTexts.welcomeBack)).toBeVisible();
      await walk(page, viewport.width, [...routes, ...detailRoutes, ...memberRoutes, organizerEventEdit]);
    });

    test('the admin panel, every tab of it, and model management fit too', async ({ page }) => {
      test.setTimeout(90_000);
      await signInViaForm(page, adminAccount());
      await expect(page).toHaveURL('/admin');
      await expectFits(page, viewport.width, '/admin');
      const tabs = page.getByRole('tablist', { name: adminTexts.title }).getByRole('tab');
      await expect(tabs).toHaveText(Object.values(adminTexts.tabs));
      for (const name of Object.values(adminTexts.tabs)) {
        const tab = page.getByRole('tab', { name, exact: true });
        // Every tab is on screen before it is chosen: none waits past the edge of the tab list.
        const box = await tab.boundingBox();
        expect(box!.x + box!.width, `the ${name} tab ends on screen`).toBeLessThanOrEqual(viewport.width);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel', { name })).toBeVisible();
        await expectFits(page, viewport.width, `/admin ${name} tab`);
      }
      await page.getByRole('navigation', { name: adminTexts.menuLabel }).getByRole('link', { name: adminTexts.menuModels }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Models' })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Models \(\d+\)$/ })).toBeVisible();
      await expectFits(page, viewport.width, '/admin/models');
    });

    test('four cars side by side: the table scrolls in its own box, says so, and its caption wraps on screen', async ({ page }) => {
      const chosen = BUILTIN_COMPARE_MODELS.slice(0, 4).map((entry) => entry.value);
      await page.goto(`/compare?${MODELS_PARAM}=${serializeModelsParam(chosen)}`);
      const table = page.getByRole('region', { name: compareTexts.tableCaption });
      await expect(table.getByRole('columnheader')).toHaveCount(1 + chosen.length);
      await expect(page.getByText(SCROLL_SIDEWAYS_HINT)).toBeVisible();
      await expectFits(page, viewport.width, '/compare with four cars');
      const caption = await table.locator('caption').boundingBox();
      expect(caption!.x + caption!.width, 'the caption ends on screen').toBeLessThanOrEqual(viewport.width);

      // The keyboard scrolls it: focused, the arrow keys bring the last column into view.
      await table.focus();
      await expect(table).toBeFocused();
      const scrolledToTheEnd = () => table.evaluate((box) => box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
      expect(await scrolledToTheEnd()).toBe(false);
      await expect(async () => {
        await page.keyboard.press('ArrowRight');
        expect(await scrolledToTheEnd()).toBe(true);
      }).toPass();

      // With room for the whole table, there is nothing to hint at.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByText(SCROLL_SIDEWAYS_HINT)).toHaveCount(0);
    });

    test('signing in from the phone menu leaves the menu closed', async ({ page, request }) => {
      const member = newMember('Menu Signer');
      expect((await request.post('/api/auth/register', { data: member })).status()).toBe(201);
      await page.goto('/');
      await openPhoneMenu(page);
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL('/auth/login');
      await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('status').getByText(authTexts.welcomeBack)).toBeVisible();
      // Back on the page the menu was opened on: it stays closed.
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
    });
  });
}
