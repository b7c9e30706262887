import { expect, test, type Page } from '@playwright/test';
import { modelSeeds } from '../api/seeders/data/models';
import { valuationSeeds } from '../api/seeders/data/valuations';

const NO_DATA = 'No valuation data available for this combination. Please try a different selection or check back later.';
const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

// The 1967 GTO row of the seed data (api/seeders/data/valuations/gto.ts).
const gto1967 = valuationSeeds.find((row) => row.modelSlug === 'gto' && row.year === 1967 && row.trim === 'GTO');
// A Firebird model year in the catalogue's range with no value-guide row.
const firebird = modelSeeds.find((model) => model.slug === 'firebird');
const firebirdYearsWithValues = new Set(valuationSeeds.filter((row) => row.modelSlug === 'firebird').map((row) => row.year));
const firebirdYearWithout = firebird
  ? Array.from({ length: firebird.lastYear - firebird.firstYear + 1 }, (_, index) => firebird.firstYear + index).find(
      (year) => !firebirdYearsWithValues.has(year),
    )
  : undefined;

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const selects = (page: Page) => page.getByRole('form', { name: 'Choose a car' });

test('model, year and trim show the four condition values and stay in the URL', async ({ page }) => {
  expect(gto1967, 'the 1967 GTO seed row').toBeDefined();
  const row = gto1967!;
  await page.goto('/tools/value-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Value Guide' })).toBeVisible();
  const form = selects(page);
  await expect(form.getByLabel('Year')).toBeDisabled();

  await form.getByLabel('Model').selectOption({ label: 'GTO' });
  await expect.poll(() => params(page)).toEqual({ model: 'gto' });
  await form.getByLabel('Year').selectOption('1967');
  await expect.poll(() => params(page)).toEqual({ model: 'gto', year: '1967' });
  await form.getByLabel('Trim').selectOption('GTO');
  await expect.poll(() => params(page)).toEqual({ model: 'gto', year: '1967', trim: 'GTO' });

  await expect(page.getByRole('heading', { level: 2, name: '1967 GTO', exact: true })).toBeVisible();
  const values = page.getByRole('table').locator('tbody td.valuation-table__value');
  await expect(values).toHaveText([row.excellentValue, row.goodValue, row.fairValue, row.poorValue].map(usd));
  await expect(page.getByRole('rowheader')).toHaveText(['#1 Excellent', '#2 Good', '#3 Fair', '#4 Poor']);
  await expect(page.getByText('Last updated November 1, 2026')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the GTO community' })).toHaveAttribute('href', '/community/gto');

  // The selection survives a reload: it lives in the URL.
  await page.reload();
  await expect(values).toHaveText([row.excellentValue, row.goodValue, row.fairValue, row.poorValue].map(usd));
  await expect(form.getByLabel('Trim')).toHaveValue('GTO');

  // A new parent clears its children.
  await form.getByLabel('Model').selectOption({ label: 'Firebird' });
  await expect.poll(() => params(page)).toEqual({ model: 'firebird' });
  await expect(form.getByLabel('Year')).toHaveValue('');
  await expect(form.getByLabel('Trim')).toBeDisabled();
});

test('a combination without data says so', async ({ page }) => {
  expect(firebirdYearWithout, 'a Firebird year without values in the seed data').toBeDefined();
  await page.goto('/tools/value-guide?model=firebird');
  await selects(page).getByLabel('Year').selectOption(String(firebirdYearWithout));
  await expect(page.getByText(NO_DATA, { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // An unknown trim in a shared link gets the same answer.
  await page.goto('/tools/value-guide?model=gto&year=1967&trim=Judge');
  await expect(page.getByText(NO_DATA, { exact: true })).toBeVisible();
});
