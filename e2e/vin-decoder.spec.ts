import { expect, test, type Page } from '@playwright/test';

const resultOf = (page: Page) => page.getByRole('region', { name: 'Decoded VIN' });
const vinField = (page: Page) => page.getByLabel('VIN', { exact: true });

test('a VIN in the URL is decoded on load: the 1979 Trans Am from Norwood', async ({ page }) => {
  await page.goto('/tools/vin-decoder?vin=2W87Z9N123456');
  await expect(page.getByRole('heading', { level: 1, name: 'VIN Decoder' })).toBeVisible();
  await expect(vinField(page)).toHaveValue('2W87Z9N123456');

  const result = resultOf(page);
  await expect(result).toHaveAttribute('aria-live', 'polite');
  await expect(result.getByText('Valid', { exact: true })).toBeVisible();
  await expect(result.getByText('1979', { exact: true })).toBeVisible();
  await expect(result.getByText('Trans Am', { exact: true })).toBeVisible();
  await expect(result.getByText('Norwood, Ohio', { exact: true })).toBeVisible();
  await expect(result.getByText('123456', { exact: true })).toBeVisible();
  await expect(result.getByRole('link', { name: 'Trans Am model page' })).toHaveAttribute('href', '/pontiac/trans-am');

  // The breakdown guide explains the 1972-80 layout with this VIN's characters.
  const guide = page.getByRole('region', { name: 'Breakdown guide' });
  await expect(guide.getByRole('heading', { name: '13 characters, 1972–1980' })).toBeVisible();
  await expect(guide.getByRole('row', { name: /Model year/ }).first()).toContainText('1979');
  await expect(page.getByRole('region', { name: 'Where to find the VIN' })).toContainText('cowl tag');
});

test('typing upper-cases the VIN, and a wrong length decodes as Invalid and lands in the URL', async ({ page }) => {
  await page.goto('/tools/vin-decoder');
  const field = vinField(page);
  await expect(field).toHaveAttribute('maxlength', '17');
  await field.pressSequentially('2w87z');
  await expect(field).toHaveValue('2W87Z');

  await page.getByRole('button', { name: 'Decode' }).click();
  await expect(page).toHaveURL(/[?&]vin=2W87Z(&|$)/);
  const result = resultOf(page);
  // The badge and every field read Invalid (docs/product/validation.md).
  await expect(result.getByText('Invalid', { exact: true })).toHaveCount(8);
  await expect(result).toContainText('this one has 5');

  // Back to no VIN: the field follows the URL.
  await page.goBack();
  await expect(field).toHaveValue('');
  await expect(result).toContainText('Enter a VIN and choose Decode');
});

test('a 17-character 1G2 VIN shows its model year and a correct check digit; a typo is flagged', async ({ page }) => {
  await page.goto('/tools/vin-decoder');
  await vinField(page).fill('1G2FW87HXHN100001');
  await page.getByRole('button', { name: 'Decode' }).click();
  await expect(page).toHaveURL(/vin=1G2FW87HXHN100001/);

  const result = resultOf(page);
  await expect(result.getByText('Valid', { exact: true })).toBeVisible();
  await expect(result.getByText('1987', { exact: true })).toBeVisible();
  await expect(result.getByText('OK (X)', { exact: true })).toBeVisible();
  await expect(result.getByText('United States', { exact: true })).toBeVisible();

  await vinField(page).fill('1G2FW87H0HN100001');
  await page.keyboard.press('Enter');
  await expect(result.getByText('Invalid', { exact: true })).toBeVisible();
  await expect(result.getByText('Wrong: expected X, found 0 (probable typo)', { exact: true })).toBeVisible();
});
