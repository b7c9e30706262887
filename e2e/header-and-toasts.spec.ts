import { expect, test, type Locator } from '@playwright/test';
import { newMember, registerViaForm } from './support';

/** Whether an input's whole value is within its box (what is typed can be read). */
const showsWholeValue = (input: Locator) => input.evaluate((element: HTMLInputElement) => element.scrollWidth <= element.clientWidth);

test.use({ viewport: { width: 1280, height: 800 } });

test('at 1280 px, signed in with a long name, the header search shows what is typed, and a toast floats over the page without moving it (issue 47)', async ({
  page,
  context,
}) => {
  await registerViaForm(page, newMember('Maximiliana Featherstonehaugh-Worthington'));
  await page.getByRole('button', { name: 'Close notification' }).click();

  await page.goto('/compare?models=1967-gto,1979-trans-am');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();

  // The search box keeps room beside the sections and the member's avatar.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  const typed = 'Firebird Formula';
  await search.fill(typed);
  await expect(search).toHaveValue(typed);
  expect(await showsWholeValue(search)).toBe(true);
  expect((await search.boundingBox())?.width).toBeGreaterThanOrEqual(180);
  await search.press('Escape');
  await search.fill('');

  // A toast comes (the link copied): it lies over the page, and the heading stays where it was.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  const before = await heading.boundingBox();
  await page.getByRole('button', { name: 'Share comparison' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Link copied!' });
  await expect(toast).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
  const scrolled = await page.evaluate(() => window.scrollY);
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
  expect(await heading.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
