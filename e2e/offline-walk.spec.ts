import { expect, test } from '@playwright/test';
import { valuationSeeds } from '../api/seeders/data/valuations';
import { OFFLINE_DESCRIPTION, OFFLINE_LABEL } from '../shared/pwa/texts';
import { mirrorFilled, serviceWorkerControls } from './support';

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;
const gto1967 = valuationSeeds.find((row) => row.modelSlug === 'gto' && row.year === 1967 && row.trim === 'GTO');

test('after one online visit, the whole app reads offline: catalogue, value guide, DIY, VIN decoder and compare', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  expect(gto1967, 'the 1967 GTO seed row').toBeDefined();
  const row = gto1967!;

  await page.goto('/');
  await serviceWorkerControls(page);
  await mirrorFilled(page);

  await context.setOffline(true);
  // A real offline reload: the document comes from the service worker's precache.
  await page.reload();
  const header = page.getByRole('banner');
  const offlinePill = header.getByText(OFFLINE_LABEL, { exact: true });
  const offlineStatus = header.getByRole('status').filter({ hasText: OFFLINE_DESCRIPTION });
  await expect(page.getByRole('heading', { level: 1, name: 'The home of the Pontiac enthusiast' })).toBeVisible();
  await expect(offlinePill).toBeVisible();
  await expect(offlineStatus).toHaveCount(1);

  // Home → model list (client-side link).
  await page.getByRole('link', { name: 'Browse Models' }).click();
  await expect(page).toHaveURL('/pontiac');
  await expect(page.getByRole('heading', { level: 1, name: 'Pontiac Models' })).toBeVisible();
  const models = page.getByRole('list', { name: 'Models' });
  await expect(models.getByRole('link', { name: 'Fiero', exact: true })).toBeVisible();

  // → GTO.
  await models.getByRole('link', { name: 'GTO', exact: true }).click();
  await expect(page).toHaveURL('/pontiac/gto');
  await expect(page.getByRole('heading', { level: 1, name: 'GTO' })).toBeVisible();
  await expect(page.locator('.years-badge').first()).toHaveText('1964–1974');

  // → 1967.
  await page.getByRole('region', { name: 'Model Years' }).getByRole('link', { name: '1967 GTO' }).click();
  await expect(page).toHaveURL('/pontiac/gto/1967');
  await expect(page.getByRole('heading', { level: 1, name: '1967 GTO' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/^Offline copy from /);

  // → the GTO trim, with its engine table.
  await page.getByRole('region', { name: 'Trims' }).getByRole('link', { name: 'GTO', exact: true }).click();
  await expect(page).toHaveURL('/pontiac/gto/1967/gto');
  await expect(page.getByRole('heading', { level: 1, name: '1967 GTO' })).toBeVisible();
  const engines = page.getByRole('table', { name: 'Engine options' });
  await expect(engines.getByRole('columnheader', { name: 'Horsepower' })).toBeVisible();
  expect(await engines.getByRole('row').count()).toBeGreaterThan(1);

  // Value guide by a full offline page load, then picked through its selects.
  await page.goto('/tools/value-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Value Guide' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Choose a car' });
  await form.getByLabel('Model').selectOption({ label: 'GTO' });
  await form.getByLabel('Year').selectOption('1967');
  await form.getByLabel('Trim').selectOption('GTO');
  await expect(page.getByRole('heading', { level: 2, name: '1967 GTO', exact: true })).toBeVisible();
  await expect(page.getByRole('table').locator('tbody td.valuation-table__value')).toHaveText(
    [row.excellentValue, row.goodValue, row.fairValue, row.poorValue].map(usd),
  );

  // DIY videos by a full offline page load.
  await page.goto('/diy');
  await expect(page.getByRole('heading', { level: 1, name: 'DIY Videos' })).toBeVisible();
  await expect(page.getByText(/^Showing [1-9]\d* videos?$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('article').first()).toBeVisible();

  // VIN decoder: pure client code, offline by nature.
  await page.goto('/tools/vin-decoder?vin=2W87Z9N123456');
  const decoded = page.getByRole('region', { name: 'Decoded VIN' });
  await expect(decoded.getByText('Valid', { exact: true })).toBeVisible();
  await expect(decoded.getByText('1979', { exact: true })).toBeVisible();
  await expect(decoded.getByText('Trans Am', { exact: true })).toBeVisible();
  await expect(decoded.getByText('Norwood, Ohio', { exact: true })).toBeVisible();

  // Compare: two built-ins picked by hand.
  await page.goto('/compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Models' })).toBeVisible();
  const builtins = page.getByRole('group', { name: 'Featured models' });
  await builtins.getByRole('checkbox', { name: '1967 Pontiac GTO', exact: true }).check();
  await builtins.getByRole('checkbox', { name: '1979 Pontiac Trans Am', exact: true }).check();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Specification', '1967 Pontiac GTO', '1979 Pontiac Trans Am']);
  await expect(table.getByRole('row', { name: /^Base price/ }).getByRole('cell')).toHaveText([/^\$2,871.*Best$/, '$6,299']);

  // Back online: the indicator clears.
  await expect(offlinePill).toBeVisible();
  await context.setOffline(false);
  await expect(offlinePill).toBeHidden();
  await expect(offlineStatus).toHaveCount(0);
});
