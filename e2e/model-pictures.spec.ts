import { expect, test, type Locator, type Page } from '@playwright/test';
import { photoJpeg } from '../api/test/multipart';
import { adminAccount, signInViaForm } from './support';

/** A valid 1×1 PNG: the gallery's first image, featured until the admin picks the photo. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const CARD_MAX_BYTES = 80 * 1024;
const CARD_MAX_WIDTH = 640;

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const naturalWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth);
/** Every file the page has fetched so far, by path. */
const fetchedPaths = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

test("an admin's featured upload is the model's picture: a small copy on its card, the photo at the top of its page", async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const name = `E2E Safari ${stamp}`;
  const slug = `e2e-safari-${stamp}`;
  const photo = await photoJpeg();

  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/models');
  await page.getByRole('button', { name: 'Add Model' }).click();
  const form = page.getByRole('dialog', { name: 'Add Model' });
  await form.getByLabel('Name').fill(name);
  await expect(form.getByLabel('Slug')).toHaveValue(slug);
  await form.getByLabel('Wagon').check();
  await form.getByRole('button', { name: 'Create Model' }).click();
  await expect(toast(page, 'Model created successfully')).toBeVisible();

  // Two uploads: the first is featured on its own, then the admin features the photo.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: /Manage images/ }).click();
  const gallery = page.getByRole('dialog', { name: `Images for ${name}` });
  const fileInput = gallery.getByLabel('Image file');
  for (const file of [
    { name: 'tiny.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'safari.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]) {
    await fileInput.setInputFiles(file);
    await gallery.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toast(page, 'Upload successful')).toBeVisible();
    await expect(gallery.getByRole('img', { name: /^Preview of / })).toBeHidden();
  }
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  await gallery.getByRole('button', { name: 'Set as featured (image 2)' }).click();
  await expect(toast(page, 'Featured image updated')).toBeVisible();
  await expect(gallery.getByRole('listitem', { name: 'Image 2, featured' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  // The model list: the card shows the card-size copy, and the page never fetches the full photo.
  await page.goto('/pontiac');
  const card = page
    .getByRole('list', { name: 'Models' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  const cardImage = card.locator('img');
  await cardImage.scrollIntoViewIfNeeded();
  await expect(cardImage).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}-card\.webp$/);
  await expect(cardImage).toHaveAttribute('width', '640');
  await expect.poll(() => naturalWidth(cardImage)).toBeGreaterThan(0);
  expect(await naturalWidth(cardImage)).toBeLessThanOrEqual(CARD_MAX_WIDTH);
  await expect(card.locator('.car-art')).toHaveCount(0);
  const cardSrc = String(await cardImage.getAttribute('src'));
  const cardFile = await page.request.get(cardSrc);
  expect(cardFile.headers()['content-type']).toBe('image/webp');
  expect((await cardFile.body()).length).toBeLessThan(CARD_MAX_BYTES);
  const fullPhotoPath = cardSrc.replace('-card.webp', '.jpg');
  expect((await page.request.get(fullPhotoPath)).status()).toBe(200);
  expect(await fetchedPaths(page)).toContain(cardSrc);
  expect(await fetchedPaths(page)).not.toContain(fullPhotoPath);

  // The model page: the full photo at the top, in the header above the specs.
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(`/pontiac/${slug}`);
  const headerPicture = page.locator('.catalogue-head').getByRole('img', { name: `Pontiac ${name}` });
  await expect(headerPicture).toHaveAttribute('src', fullPhotoPath);
  // A phone gets the medium copy, at most 1,280 px wide; a sharp wide screen the full photo. Each in a
  // browser of its own: one that holds the full photo already (the admin's gallery showed it) shows that one.
  const headerShown = async (screen: { viewport: { width: number; height: number }; deviceScaleFactor: number }) => {
    const context = await browser.newContext(screen);
    const visitor = await context.newPage();
    await visitor.goto(`/pontiac/${slug}`);
    const picture = visitor.getByRole('img', { name: `Pontiac ${name}` });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const shown = await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    await context.close();
    return shown;
  };
  expect(await headerShown({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 })).toBe(
    cardSrc.replace('-card.webp', '-medium.webp'),
  );
  expect(await headerShown({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 })).toBe(fullPhotoPath);

  // The search results page shows the card-size copy beside the model's name.
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const result = page
    .getByRole('region', { name: /^Models/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(result.locator('img')).toHaveAttribute('src', cardSrc);

  // Clean up: the model and its images go.
  await page.goto('/admin/models');
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete Model' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Model deleted successfully')).toBeVisible();
  expect((await page.request.get(cardSrc)).status()).toBe(404);
});
