import { expect, test, type Page } from '@playwright/test';
import { BUILTIN_COMPARE_MODELS } from '../shared/compare/builtin';

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

test("a model's and a model year's compare links open the compare tool with them already chosen", async ({ page }) => {
  await page.goto('/pontiac/gto/compare');
  await expect(page).toHaveURL('/compare?model=gto');
  const catalogue = page.getByRole('form', { name: 'Any trim from the catalogue' });
  await expect(catalogue.getByLabel('Model')).toHaveValue('gto');

  await page.goto('/pontiac/gto/1969/compare');
  await expect(page).toHaveURL('/compare?model=gto&year=1969');
  await expect(catalogue.getByLabel('Model')).toHaveValue('gto');
  await expect(catalogue.getByLabel('Year')).toHaveValue('1969');
  await catalogue.getByLabel('Trim').selectOption({ label: 'GTO Judge' });
  await catalogue.getByRole('button', { name: 'Add to comparison' }).click();
  await expect(table(page).getByRole('columnheader', { name: '1969 Pontiac GTO Judge' })).toBeVisible();
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

test('sharing a comparison copies its link, with the SPEC toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/compare?models=1967-gto,1979-trans-am');
  // This browser has no share sheet, so the link is copied.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Share comparison' }).click();
  await expect(page.getByRole('status').getByText('Link copied!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});
