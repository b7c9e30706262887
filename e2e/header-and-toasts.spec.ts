import { expect, test, type Locator } from '@playwright/test';
import { authTexts } from '../shared/auth/texts';
import { accountTexts } from '../shared/users/account-schemas';
import { newMember, registerViaForm, signInViaForm } from './support';

/** Whether an input's whole value is within its box (what is typed can be read). */
const showsWholeValue = (input: Locator) => input.evaluate((element: HTMLInputElement) => element.scrollWidth <= element.clientWidth);

test.use({ viewport: { width: 1280, height: 800 } });

test('at 1280 px, signed in with a long name, the header search shows what is typed, and a toast floats over the page without moving it', async ({
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

/** Whether two boxes share any area. */
const intersect = (a: Box | null, b: Box | null) =>
  a !== null && b !== null && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

/** Whether the toast lies over the control (both measured as they are now); null while either is not there. */
async function covers(toast: Locator, control: Locator) {
  const [toastBox, controlBox] = [await toast.boundingBox(), await control.boundingBox()];
  return toastBox && controlBox ? intersect(toastBox, controlBox) : null;
}

/** The app is slow to start on a busy machine: the member is known once its code has run. */
const APP_STARTED = { timeout: 20_000 };

test('"Welcome back!" never lies over the banner’s "Email me the link again"', async ({ page, playwright, baseURL }) => {
  const member = newMember('Una Confirmed');
  const elsewhere = await playwright.request.newContext({ baseURL });
  expect((await elsewhere.post('/api/auth/register', { data: member })).status()).toBe(201);
  await elsewhere.dispose();

  await signInViaForm(page, member);
  const toast = page.getByRole('status').filter({ hasText: 'Welcome back!' });
  await expect(toast).toBeVisible();
  // Focused, the toast stays until it is measured (it pauses its timer).
  await toast.getByRole('button', { name: 'Close notification' }).focus();
  const resend = page.getByRole('button', { name: authTexts.confirmEmailAgain });
  await expect(resend).toBeVisible(APP_STARTED);
  await expect.poll(() => covers(toast, resend)).toBe(false);
});

test('the confirm-your-address banner arrives without moving the page', async ({ page }) => {
  test.setTimeout(60_000);
  expect((await page.request.post('/api/auth/register', { data: newMember('Pia Pushdown') })).status()).toBe(201);
  // Where the page's heading is in the first frame painted, before the app knows who is signed in.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const heading = document.querySelector('h1');
      if (heading) document.documentElement.dataset.firstHeadingTop = String(heading.getBoundingClientRect().top);
    });
  });
  for (const path of ['/pontiac', '/events']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: authTexts.confirmEmailAgain })).toBeVisible(APP_STARTED);
    const heading = page.getByRole('heading', { level: 1 }).first();
    const firstTop = await page.evaluate(() => document.documentElement.dataset.firstHeadingTop);
    // A page rendered in the browser paints its heading with the app (the banner too, from the member kept on the device).
    if (firstTop !== undefined) expect((await heading.boundingBox())?.y).toBe(Number(firstTop));
    const before = await heading.boundingBox();
    await expect(page.getByText(authTexts.confirmEmailBanner)).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Car added to your garage" never lies over Edit Profile', async ({ page }) => {
    test.setTimeout(90_000);
    await registerViaForm(page, newMember('Carl Carport'));
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.goto('/profile');
    const editProfile = page.getByRole('button', { name: accountTexts.editProfile });
    await expect(editProfile).toBeVisible();
    await page.getByRole('button', { name: accountTexts.addCar }).click();
    const carForm = page.getByRole('dialog', { name: accountTexts.addCar });
    await carForm.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'GTO' });
    await carForm.getByRole('combobox', { name: 'Year' }).selectOption('1969');
    await carForm.getByRole('button', { name: accountTexts.addCar }).click();
    const toast = page.getByRole('status').filter({ hasText: accountTexts.carAdded });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Close notification' }).focus();
    await expect(carForm).toBeHidden();
    await expect.poll(() => covers(toast, editProfile)).toBe(false);
  });
});
