import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminTexts } from '../shared/admin/texts';
import { saleResources } from '../shared/valuations/sale-resources';
import { carName } from '../shared/catalogue/car-name';
import { tierOfCondition } from '../shared/valuations/car-value';
import { formatLastUpdated } from '../shared/valuations/format';
import { saleTexts as texts } from '../shared/valuations/sales';
import { valueEvidenceTexts, valueGuideTexts } from '../shared/valuations/texts';
import { tierName } from '../shared/valuations/tiers';
import { expectNoViolations } from './axe';
import { BACK_ONLINE, openUnderServiceWorker, signUp } from './show-support';
import { adminAccount, mirrorFilled, signInViaForm } from './support';

const stamp = Date.now();
const GUIDE = '/tools/value-guide?model=tempest&year=1962&trim=Tempest';
const evidenceOf = (page: Page) => page.getByRole('region', { name: texts.evidenceTitle });
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function queued(admin: APIRequestContext, place: string) {
  const answer = saleResources.queue.response.parse(await (await admin.get('/api/admin/sales')).json());
  return answer.items.filter((item) => item.place === place);
}

async function fillSale(page: Page, sale: { price: string; soldOn: string; condition: string; venue: string; place: string }) {
  await page.getByLabel(texts.priceLabel, { exact: true }).fill(sale.price);
  await page.getByLabel(texts.soldOnLabel, { exact: true }).fill(sale.soldOn);
  await page.getByLabel(texts.conditionLabel, { exact: true }).selectOption(sale.condition);
  await page.getByLabel(texts.venueLabel, { exact: true }).selectOption(sale.venue);
  await page.getByLabel(texts.placeLabel, { exact: true }).fill(sale.place);
}

/** The row's four values, and its chart: the estimate's line per tier and the sale as a dot, its figures in a table. */
async function expectValuesAndChart(page: Page, place: string) {
  await expect(page.getByRole('table', { name: `${valueGuideTexts.valuesTitle}: ${carName(1962, 'Tempest', 'Tempest')}` })).toBeVisible();
  const chart = page.getByRole('img', { name: /^1 estimate and 1 sale from / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('polyline')).toHaveCount(4);
  await expect(chart.locator('title')).toHaveText(
    valueEvidenceTexts.saleDot('$23,456', tierName(tierOfCondition(3)), formatLastUpdated(daysAgo(40))),
  );
  const figures = page.getByRole('table', { name: /^1 estimate and 1 sale from / });
  const sold = figures.getByRole('row').filter({ hasText: valueEvidenceTexts.soldAt(place) });
  // Under its condition's column, #3.
  await expect(sold.getByRole('cell').nth(2)).toHaveText('$23,456');
}

test('a member reports a sale from the guide; approved, the guide shows it, with no signal too; one reported offline reaches the review once', async ({
  page,
  context,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: adminAccount() })).ok()).toBe(true);
  await signUp(page.request, 'Sally Seller');
  await openUnderServiceWorker(page, GUIDE);
  await expect(evidenceOf(page).getByText(texts.noSales)).toBeVisible();

  // The form comes filled in with the guide's row; the shared rule refuses a missing price on the device.
  await evidenceOf(page).getByRole('link', { name: texts.report }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.report })).toBeVisible();
  await expect(page.getByLabel(texts.modelLabel, { exact: true })).toHaveValue('tempest');
  await expect(page.getByLabel(texts.yearLabel, { exact: true })).toHaveValue('1962');
  await expect(page.getByLabel(texts.trimLabel, { exact: true })).toHaveValue('Tempest');
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByText(texts.priceRequired)).toBeVisible();
  await expectNoViolations(page);
  const auction = `Mecum ${stamp}`;
  await fillSale(page, { price: '23,456', soldOn: daysAgo(40), condition: '3', venue: 'auction', place: auction });
  await page.getByRole('button', { name: texts.send }).click();
  await expect(toast(page, texts.reported)).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/value-guide\?model=tempest&year=1962&trim=Tempest$/);
  // Waiting for review, it is not evidence yet.
  await expect(evidenceOf(page).getByText(texts.noSales)).toBeVisible();

  const [report] = await queued(admin, auction);
  expect(report).toMatchObject({ priceUsd: 23_456, condition: 3, state: 'waiting' });
  // The admin approves it in the Sales tab, which says who saw it sell, where.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInViaForm(adminPage, adminAccount());
  await expect(adminPage).toHaveURL('/admin');
  await adminPage.getByRole('tab', { name: adminTexts.tabs.sales }).click();
  const card = adminPage.getByRole('listitem').filter({ hasText: auction });
  await expect(card).toContainText(texts.reportedBy('Sally Seller'));
  await card.getByRole('button', { name: `${texts.approve} 1962 Tempest Tempest` }).click();
  await expect(adminPage.getByRole('status').getByText(texts.approvedToast)).toBeVisible();
  await expect(card).toHaveCount(0);
  await adminContext.close();
  await page.reload();
  const summary = texts.evidenceSummary(1, '$23,456', '$23,456', '$23,456');
  await expect(evidenceOf(page).getByText(summary)).toBeVisible();
  await expect(evidenceOf(page).getByRole('listitem')).toContainText(`${auction}`);
  await expectValuesAndChart(page, auction);
  // On a 360 px phone the chart and its table fit the screen (the table scrolls in its own box), and pass WCAG.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(page);

  // A visitor who never opened the guide: the offline snapshot brought the sales with the catalogue, so with no
  // signal the guide shows the row's values, its sales summary and its chart from the device.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openUnderServiceWorker(visitor, '/');
  await mirrorFilled(visitor);
  await visitorContext.setOffline(true);
  await visitor.goto(GUIDE);
  await expect(evidenceOf(visitor).getByText(summary)).toBeVisible();
  await expectValuesAndChart(visitor, auction);
  await visitorContext.close();

  // The reporter with no signal: a sale reported now waits on the device.
  await context.setOffline(true);
  await page.reload();
  await expect(evidenceOf(page).getByText(summary)).toBeVisible();
  await evidenceOf(page).getByRole('link', { name: texts.report }).click();
  const privately = `Swap meet ${stamp}`;
  await fillSale(page, { price: '19500', soldOn: daysAgo(3), condition: '4', venue: 'private', place: privately });
  await page.getByRole('button', { name: texts.send }).click();
  await expect(toast(page, texts.queued)).toBeVisible();
  expect(await queued(admin, privately)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await queued(admin, privately)).length, BACK_ONLINE).toBe(1);
  expect(await queued(admin, privately)).toEqual([
    expect.objectContaining({ priceUsd: 19_500, venue: 'private', reportedBy: expect.objectContaining({ name: 'Sally Seller' }) }),
  ]);
  await admin.dispose();
});

test('a member sees where each of their reports stands, and removes one not yet reviewed', async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: adminAccount() })).ok()).toBe(true);
  await signUp(page.request, 'Rita Remover');
  // Another year than the first test's, whose summary counts the sales of its row.
  const reportPage = '/tools/value-guide/report-sale?model=tempest&year=1963&trim=Tempest';
  const kept = `Kept ${stamp}`;
  const removed = `Removed ${stamp}`;
  for (const place of [kept, removed]) {
    await page.goto(reportPage);
    await fillSale(page, { price: '21000', soldOn: daysAgo(10), condition: '3', venue: 'private', place });
    await page.getByRole('button', { name: texts.send }).click();
    await expect(toast(page, texts.reported)).toBeVisible();
  }
  const [approved] = await queued(admin, kept);
  expect((await admin.post(`/api/admin/sales/${approved?.id}/approve`)).ok()).toBe(true);

  await page.goto(reportPage);
  const mine = page.getByRole('region', { name: texts.mineTitle });
  const keptItem = mine.getByRole('listitem').filter({ hasText: kept });
  const removedItem = mine.getByRole('listitem').filter({ hasText: removed });
  await expect(keptItem).toContainText(texts.approved);
  await expect(keptItem.getByRole('button', { name: new RegExp(`^${texts.remove}`) })).toHaveCount(0);
  await expect(removedItem).toContainText(texts.waiting);
  await removedItem.getByRole('button', { name: `${texts.remove} 1963 Tempest` }).click();
  await expect(toast(page, texts.removed)).toBeVisible();
  await expect(removedItem).toHaveCount(0);
  expect(await queued(admin, removed)).toEqual([]);
  await expectNoViolations(page);
  await admin.dispose();
});
