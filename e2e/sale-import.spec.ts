import { expect, test, type Page } from '@playwright/test';
import { adminTexts } from '../shared/admin/texts';
import { saleImportTexts as texts } from '../shared/valuations/sale-import';
import { saleTexts } from '../shared/valuations/sales';
import { expectNoViolations } from './axe';
import { adminAccount, signInViaForm } from './support';

const stamp = Date.now();
const house = `RM Sotheby's ${stamp}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const RESULTS = [
  'model,year,trim,price_usd,sold_on,condition,place',
  `Grand Prix,1962,Grand Prix,"$31,750",${daysAgo(20)},2,${house}`,
  `Grand Prix,1960,Grand Prix,20000,${daysAgo(20)},2,${house}`,
].join('\n');

async function previewFile(page: Page) {
  await page.getByLabel(texts.fileLabel).setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(RESULTS) });
  await page.getByRole('button', { name: texts.preview }).click();
}

test('an admin previews auction results from a CSV file, imports them into the guide, and a second import adds nothing', async ({
  page,
}) => {
  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.getByRole('tab', { name: adminTexts.tabs.sales }).click();

  await previewFile(page);
  const toAdd = page.getByRole('table', { name: texts.toAddTitle(1) });
  await expect(toAdd.getByRole('row').filter({ hasText: house })).toContainText('$31,750');
  const refused = page.getByRole('table', { name: texts.refusedTitle(1) });
  await expect(refused.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', saleTexts.yearOutside('Grand Prix', 1962, 1989)]);
  await expectNoViolations(page);

  await page.getByRole('button', { name: texts.importNow(1) }).click();
  await expect(page.getByRole('status').getByText(texts.imported(1), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.importNow(1) })).toHaveCount(0);

  // The value guide shows it as a sale behind the 1962 Grand Prix.
  await page.goto('/tools/value-guide?model=grand-prix&year=1962&trim=Grand%20Prix');
  const evidence = page.getByRole('region', { name: saleTexts.evidenceTitle });
  await expect(evidence.getByRole('listitem').filter({ hasText: house })).toContainText('$31,750');

  // The same file again: nothing to add, each row saying why.
  await page.goto('/admin');
  await page.getByRole('tab', { name: adminTexts.tabs.sales }).click();
  await previewFile(page);
  await expect(page.getByText(texts.nothingToAdd)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: texts.refusedTitle(2) })
      .getByRole('row')
      .nth(1),
  ).toContainText(texts.alreadyRecorded);
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
});
