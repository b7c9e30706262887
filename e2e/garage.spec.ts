import { expect, test, type Page } from '@playwright/test';
import { userProfileSchema } from '../shared/users/profile';
import { accountTexts } from '../shared/users/account-schemas';
import { modelPictureTexts } from '../shared/catalogue/picture-texts';
import { adminTexts } from '../shared/admin/texts';
import { photoOfferTexts } from '../shared/catalogue/photo-offers';
import { adminAccount, newMember, registerViaForm, signInViaForm } from './support';

/** A real 1×1 PNG: the browser decodes it and the server's image check accepts it. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The signed-in member's public profile, read with the page's own cookies. */
async function ownProfile(page: Page) {
  const me = userProfileSchema.pick({ id: true }).parse(await (await page.request.get('/api/auth/me')).json());
  return userProfileSchema.parse(await (await page.request.get(`/api/users/${me.id}`)).json());
}

const garageCard = (page: Page) => page.locator('.garage-card').filter({ has: page.getByRole('heading', { name: '1969 GTO' }) });

test('a member edits their profile and adds a car with a photo, offers it for the model page, an admin approves it; others see it read-only', async ({
  page,
  browser,
}) => {
  // Two members and an admin sign in and the catalogue, uploads and profiles load several times: generous on a busy machine.
  test.setTimeout(120_000);
  await registerViaForm(page, newMember('Gwen Garage'));

  // Edit Profile: location and bio.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Gwen Garage' })).toBeVisible();
  await page.getByRole('button', { name: accountTexts.editProfile }).click();
  const editor = page.getByRole('dialog', { name: accountTexts.editProfile });
  await editor.getByLabel('Location').fill('Pontiac, Michigan');
  await editor.getByLabel('Bio').fill('Restoring a 1969 Judge in Carousel Red.');
  await editor.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('status').getByText(accountTexts.profileUpdated)).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Pontiac, Michigan', { exact: true })).toBeVisible();
  await expect(page.getByText('Restoring a 1969 Judge in Carousel Red.')).toBeVisible();

  // Add Car: a catalogue model, one of its years, a catalogue trim, details and a photo.
  await page.getByRole('button', { name: accountTexts.addCar }).click();
  const carForm = page.getByRole('dialog', { name: accountTexts.addCar });
  await carForm.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'GTO' });
  await carForm.getByRole('combobox', { name: 'Year' }).selectOption('1969');
  await carForm.getByRole('combobox', { name: 'Trim' }).selectOption('GTO Judge');
  await carForm.getByLabel('Engine').fill('400 Ram Air III');
  await carForm.getByLabel('Exterior color').fill('Carousel Red');
  await carForm.getByLabel('Notes').fill('Numbers-matching, PHS documented.');
  await carForm.getByLabel('Add photos').setInputFiles({ name: 'judge.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(carForm.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(1);
  await carForm.getByRole('button', { name: accountTexts.addCar }).click();
  await expect(page.getByRole('status').getByText(accountTexts.carAdded)).toBeVisible();
  await expect(carForm).toBeHidden();

  // The owner's garage shows the car, its photo, and a link to the year page.
  const ownCard = garageCard(page);
  await expect(ownCard).toBeVisible();
  await expect(ownCard.getByText('GTO Judge')).toBeVisible();
  await expect(ownCard.getByText('Carousel Red')).toBeVisible();
  await expect(ownCard.getByRole('img', { name: '1969 GTO, view 1' })).toBeVisible();
  await expect(ownCard.getByRole('link', { name: 'GTO', exact: true })).toHaveAttribute('href', '/pontiac/gto/1969');
  await expect(page.getByRole('tab', { name: 'Garage (1)' })).toBeVisible();
  const profile = await ownProfile(page);

  // The photo is not the model's picture by itself; a visitor sees the model's drawing.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/pontiac/gto');
  await expect(visitor.locator('.model-hero--drawn')).toBeVisible();
  const credit = visitor.getByRole('link', { name: modelPictureTexts.photoCredit('Gwen Garage') });
  await expect(credit).toHaveCount(0);

  // The owner offers it for the GTO page from the car's page; it waits for an admin.
  await ownCard.getByRole('link', { name: /^Car page/ }).click();
  await page.getByRole('button', { name: photoOfferTexts.offer('GTO') }).click();
  await expect(page.getByRole('status').getByText(photoOfferTexts.offered)).toBeVisible();
  await expect(page.getByText(photoOfferTexts.waiting)).toBeVisible();
  await visitor.reload();
  await expect(visitor.locator('.model-hero--drawn')).toBeVisible();
  await expect(credit).toHaveCount(0);

  // An admin approves it in the Pictures tab.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInViaForm(adminPage, adminAccount());
  await adminPage.getByRole('tab', { name: adminTexts.tabs.pictures }).click();
  const offered = adminPage
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('heading', { name: photoOfferTexts.offeredBy('Gwen Garage', '1969 GTO') }) });
  await offered.getByRole('button', { name: `${photoOfferTexts.approve} 1969 GTO` }).click();
  await expect(adminPage.getByRole('status').getByText(photoOfferTexts.approvedToast)).toBeVisible();
  await expect(offered).toHaveCount(0);
  await adminContext.close();

  // The visitor now sees the photo, credited to its owner; the owner sees it is on the page.
  await expect(async () => {
    await visitor.reload();
    await expect(credit).toHaveAttribute('href', `/profile/${profile.username}`, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(visitor.locator('.model-hero img')).toBeVisible();
  await page.reload();
  await expect(page.getByText(photoOfferTexts.approved('GTO'))).toBeVisible();

  // She withdraws it: the GTO is drawn again (the other tests' GTO is the drawing too).
  await page.getByRole('button', { name: photoOfferTexts.withdraw }).click();
  await expect(page.getByRole('status').getByText(photoOfferTexts.withdrawn)).toBeVisible();
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.locator('.model-hero--drawn [data-drawing="gto"]')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(credit).toHaveCount(0);
  await visitorContext.close();

  // Another member sees the same garage on the public profile, with Send Message and nothing to edit.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await registerViaForm(stranger, newMember('Sam Stranger'));
  await stranger.goto(`/profile/${profile.username}`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Gwen Garage' })).toBeVisible();
  await expect(stranger.getByText('Pontiac, Michigan', { exact: true })).toBeVisible();
  const publicCard = garageCard(stranger);
  await expect(publicCard.getByText('GTO Judge')).toBeVisible();
  await expect(publicCard.getByRole('img', { name: '1969 GTO, view 1' })).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', `/messages?user=${profile.id}`);
  await expect(stranger.getByRole('button', { name: accountTexts.editProfile })).toHaveCount(0);
  await expect(stranger.getByRole('button', { name: accountTexts.addCar })).toHaveCount(0);
  await expect(publicCard.getByRole('button')).toHaveCount(0);
  await strangerContext.close();
});

test('the header shows the new profile photo as soon as it is saved', async ({ page }) => {
  await registerViaForm(page, newMember('Avery Avatar'));
  await page.goto('/profile');
  const headerAvatar = page.getByRole('banner').locator('.user-menu__avatar');
  await expect(headerAvatar).toHaveText('AA');

  await page.getByRole('button', { name: accountTexts.editProfile }).click();
  const editor = page.getByRole('dialog', { name: accountTexts.editProfile });
  await editor.getByLabel('Choose profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(editor.getByRole('img', { name: 'Your new avatar (not saved yet)' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save Profile' }).click();
  await expect(editor).toBeHidden();

  // The photo the server now holds, in the header without a reload.
  const { avatarUrl } = (await (await page.request.get('/api/auth/me')).json()) as { avatarUrl: string | null };
  expect(avatarUrl).toMatch(/^\/uploads\//);
  await expect(headerAvatar.locator('img')).toHaveAttribute('src', avatarUrl ?? '');
  await expect.poll(() => headerAvatar.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(headerAvatar).not.toContainText('AA');
});
