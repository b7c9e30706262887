import { expect, test, type Page } from '@playwright/test';
import { BUILTIN_COMPARE_MODELS } from '../shared/compare/builtin';
import { compareTexts } from '../shared/compare/texts';

const byValue = (value: string) => {
  const entry = BUILTIN_COMPARE_MODELS.find((item) => item.value === value);
  if (!entry) throw new Error(`No built-in ${value}`);
  return entry;
};

const picked = ['1967-gto', '1977-trans-am', '1979-trans-am', '1970-firebird-formula-400'].map(byValue);
const leftOver = BUILTIN_COMPARE_MODELS.filter((entry) => !picked.includes(entry));

const modelsParam = (page: Page) => new URL(page.url()).searchParams.get('models');
const builtins = (page: Page) => page.getByRole('group', { name: 'Featured models' });
const table = (page: Page) => page.getByRole('table');

async function expectComparison(page: Page) {
  for (const entry of picked) await expect(builtins(page).getByRole('checkbox', { name: entry.label, exact: true })).toBeChecked();
  await expect(table(page).getByRole('columnheader')).toHaveText(['Specification', ...picked.map((entry) => entry.label)]);
  await expect(page.getByRole('status').filter({ hasText: '4 of 4 selected' })).toBeVisible();
}

test('a four-model comparison lives in the URL, survives a reload and takes no fifth model', async ({ page }) => {
  await page.goto('/compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Models' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();

  for (const [index, entry] of picked.entries()) {
    await builtins(page).getByRole('checkbox', { name: entry.label, exact: true }).check();
    await expect
      .poll(() => modelsParam(page))
      .toBe(
        picked
          .slice(0, index + 1)
          .map((item) => item.value)
          .join(','),
      );
  }
  // The list reads as a plain comma list in the address bar.
  expect(page.url()).toContain(`?models=${picked.map((entry) => entry.value).join(',')}`);
  await expectComparison(page);

  // Best values are marked with text, not colour alone: the 1967 GTO has the most horsepower.
  const horsepower = table(page).getByRole('row', { name: /^Horsepower/ });
  await expect(horsepower.getByRole('cell')).toHaveText([/^360 hp.*Best$/, '200 hp', '220 hp', '330 hp']);

  await page.reload();
  await expectComparison(page);

  // A fifth model cannot be added, from the featured list or the catalogue.
  for (const entry of leftOver) await expect(builtins(page).getByRole('checkbox', { name: entry.label, exact: true })).toBeDisabled();
  await expect(page.getByText('You can compare up to 4 models. Remove one to add another.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to comparison' })).toBeDisabled();
  await page.goto(`/compare?models=${[...picked, ...leftOver].map((entry) => entry.value).join(',')}`);
  await expect.poll(() => modelsParam(page)).toBe(picked.map((entry) => entry.value).join(','));
  await expectComparison(page);

  // Removing one makes room again.
  await page.getByRole('button', { name: `Remove ${picked[1]!.label}` }).click();
  await expect.poll(() => modelsParam(page)).toBe([picked[0], picked[2], picked[3]].map((entry) => entry!.value).join(','));
  await expect(builtins(page).getByRole('checkbox', { name: leftOver[0]!.label, exact: true })).toBeEnabled();
});

test('a catalogue trim joins the comparison through the model, year and trim selects', async ({ page }) => {
  await page.goto('/compare?models=1967-gto');
  const catalogue = page.getByRole('form', { name: 'Any trim from the catalogue' });
  await catalogue.getByLabel('Model').selectOption({ label: 'GTO' });
  await catalogue.getByLabel('Year').selectOption('1969');
  await catalogue.getByLabel('Trim').selectOption({ label: 'GTO Judge' });
  await catalogue.getByRole('button', { name: 'Add to comparison' }).click();

  await expect.poll(() => modelsParam(page)).toBe('1967-gto,cat:gto:1969:gto-judge');
  await expect(table(page).getByRole('columnheader', { name: '1969 Pontiac GTO Judge' })).toBeVisible();
  // The same trim cannot be added twice.
  await catalogue.getByLabel('Trim').selectOption({ label: 'GTO Judge' });
  await expect(catalogue.getByText('That trim is already in the comparison.')).toBeVisible();
  await expect(catalogue.getByRole('button', { name: 'Add to comparison' })).toBeDisabled();
});

test("a year page's Compare 1969 Trims link opens the table with the 1969 trims chosen, unknown figures footnoted", async ({ page }) => {
  test.slow();
  await page.goto('/pontiac/gto/1969');
  await page.getByRole('link', { name: 'Compare 1969 Trims' }).click();

  await expect.poll(() => modelsParam(page)).toBe('cat:gto:1969:gto,cat:gto:1969:gto-judge');
  await expect(table(page).getByRole('columnheader')).toHaveText(['Specification', '1969 Pontiac GTO', '1969 Pontiac GTO Judge']);
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeHidden();
  // The catalogue picker starts from the same model and year, ready for another trim.
  const catalogue = page.getByRole('form', { name: 'Any trim from the catalogue' });
  await expect(catalogue.getByLabel('Model')).toHaveValue('gto');
  await expect(catalogue.getByLabel('Year')).toHaveValue('1969');

  const row = (name: string) =>
    table(page)
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .getByRole('cell');
  await expect(row('Horsepower')).toHaveText(['370 hp', '370 hp']);
  // The Judge's price comes from the featured 1969 GTO Judge; nobody recorded the 1969 GTO's.
  await expect(row('Base price').nth(1)).toHaveText(/^\$3,493/);
  const unknownPrice = row('Base price').first();
  await expect(unknownPrice).toHaveAccessibleName(compareTexts.notRecorded);
  await expect(unknownPrice.locator('[aria-hidden="true"]')).toHaveText(compareTexts.notRecordedMark);
  const footnote = page.getByText(compareTexts.notRecordedFootnote, { exact: true });
  await expect(footnote).toHaveCount(1);
  await expect(footnote).toBeVisible();

  // A car whose data has a weight shows it; the others are footnoted, not dashed.
  await builtins(page).getByRole('checkbox', { name: '1967 Pontiac GTO', exact: true }).check();
  await expect(row('Weight')).toHaveCount(3);
  await expect(row('Weight').nth(2)).toHaveText(/^3,430 lb/);
  for (const index of [0, 1]) await expect(row('Weight').nth(index)).toHaveAccessibleName(compareTexts.notRecorded);
});

test("a model's compare links open the compare tool with its featured cars chosen", async ({ page }) => {
  await page.goto('/pontiac/gto');
  await page.getByRole('link', { name: 'Compare GTO' }).click();
  await expect.poll(() => modelsParam(page)).toBe('1967-gto,1968-gto,1969-gto-judge');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Specification',
    '1967 Pontiac GTO',
    '1968 Pontiac GTO',
    '1969 Pontiac GTO Judge',
  ]);
  await expect(
    table(page)
      .getByRole('row', { name: /^Weight/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/^3,430 lb/);

  // The Explore More link, and a model without featured cars: a trim from each of four years across its run.
  await page.goto('/pontiac/fiero');
  await page.getByRole('link', { name: 'Compare the Fiero with other models' }).click();
  await expect
    .poll(() =>
      modelsParam(page)
        ?.split(',')
        .map((id) => id.split(':')[2]),
    )
    .toEqual(['1984', '1985', '1987', '1988']);
  await expect(table(page).getByRole('columnheader')).toHaveCount(5);
});

test('the featured models compare with no network at all', async ({ page }) => {
  // Cut the API off before the app first loads, so neither the offline copy nor the persisted cache holds the catalogue.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await page.goto('/compare?models=1967-gto,1979-trans-am');
  await expect(table(page).getByRole('columnheader')).toHaveText(['Specification', '1967 Pontiac GTO', '1979 Pontiac Trans Am']);
  await expect(
    table(page)
      .getByRole('row', { name: /^Base price/ })
      .getByRole('cell'),
  ).toHaveText([/^\$2,871.*Best$/, '$6,299']);
  await expect(page.getByText(/The catalogue cannot be reached right now/)).toBeVisible();
  await builtins(page).getByRole('checkbox', { name: '1968 Pontiac GTO', exact: true }).check();
  await expect.poll(() => modelsParam(page)).toBe('1967-gto,1979-trans-am,1968-gto');
});

test('sharing a comparison copies its link, with the documented toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/compare?models=1967-gto,1979-trans-am');
  // This browser has no share sheet, so the link is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Share comparison' }).click();
  await expect(page.getByRole('status').getByText('Link copied!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});
