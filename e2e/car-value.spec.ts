import { expect, test, type Page } from '@playwright/test';
import { adminActionLabels } from '../shared/admin/activity-labels';
import { currentUserSchema } from '../shared/auth/current-user';
import { carName } from '../shared/catalogue/car-name';
import { adminTexts } from '../shared/admin/texts';
import { modelPictureTexts } from '../shared/catalogue/picture-texts';
import { formatUsd } from '../shared/format/number';
import { accountTexts } from '../shared/users/account-schemas';
import { valuationTexts } from '../shared/valuations/admin-texts';
import { valuationListSchema, type Valuation } from '../shared/valuations/schemas';
import { valueEvidenceTexts } from '../shared/valuations/texts';
import { valueGuideHref, carValueOf, carValueTexts } from '../shared/valuations/car-value';
import { adminAccount, mirrorFilled, newMember, readStoredRow, registerViaForm, serviceWorkerControls, signInViaForm } from './support';

/** A 1969 GTO hardtop built in Baltimore (Pontiac, GTO series 42, hardtop 37, 1969, plant B). */
const GTO_VIN = '242379B100001';
const PLANT = 'Baltimore, Maryland';

/** What the value guide says a 1969 GTO in condition #2 (no trim given) is worth, and the row it comes from. */
async function gto1969Worth(page: Page): Promise<{ amount: number; row: Valuation }> {
  const guide = valuationListSchema.parse(await (await page.request.get('/api/valuations')).json());
  const worth = carValueOf({ modelSlug: 'gto', year: 1969, trim: null, condition: 2 }, guide);
  if (worth.kind !== 'value') throw new Error('The value guide has no 1969 GTO row');
  return { amount: worth.amount, row: worth.valuation };
}

const garageCard = (page: Page) => page.locator('.garage-card').filter({ has: page.getByRole('heading', { name: '1969 GTO' }) });

/** The query cache saved on the device (a moment after each change), as text. */
const savedCache = async (page: Page) =>
  JSON.stringify((await readStoredRow(page, 'pontiac-hub-offline', 'kv', 'react-query-cache')) ?? '');

test('a member adds a 1969 GTO in condition #2 with its VIN, sees what it is worth, and still sees it offline after a reload', async ({
  page,
  context,
}) => {
  // Sign-up, the service worker, the offline copy and an offline reload on a busy machine.
  test.slow();
  const { amount, row } = await gto1969Worth(page);
  const figure = carValueTexts.worthAbout(formatUsd(amount));
  await registerViaForm(page, newMember('Val Vinson'));
  await page.goto('/profile');
  await serviceWorkerControls(page);

  await page.getByRole('button', { name: accountTexts.addCar }).click();
  const form = page.getByRole('dialog', { name: accountTexts.addCar });
  // The VIN is read on the device as it is typed, and fills the empty model and year when asked.
  await form.getByLabel(accountTexts.vinLabel).fill(GTO_VIN);
  await expect(form.getByText(PLANT)).toBeVisible();
  await form.getByRole('button', { name: 'Fill in model and year from the VIN' }).click();
  await expect(form.getByRole('combobox', { name: 'Model' })).toHaveValue('gto');
  await expect(form.getByRole('combobox', { name: 'Year' })).toHaveValue('1969');
  // A year the VIN disagrees with is pointed out, not changed.
  await form.getByRole('combobox', { name: 'Year' }).selectOption('1970');
  await expect(form.getByText('The VIN reads as a 1969 model year')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Year' })).toHaveValue('1970');
  await form.getByRole('combobox', { name: 'Year' }).selectOption('1969');
  await expect(form.getByText('The VIN reads as a 1969 model year')).toHaveCount(0);
  // The condition is chosen beside its definition.
  await expect(form.getByText('most cars on the market are #3 or #4', { exact: false })).toBeVisible();
  await form.getByRole('radio', { name: /^#2 Good/ }).check();
  await form.getByRole('button', { name: accountTexts.addCar }).click();
  await expect(page.getByRole('status').getByText(accountTexts.carAdded)).toBeVisible();

  // The card: the figure for #2, its basis, the row's link; the profile adds the garage up.
  const card = garageCard(page);
  await expect(card.getByText(figure, { exact: true })).toBeVisible();
  await expect(card.getByText(/^#2 Good condition, value guide as of /)).toBeVisible();
  // The row it rests on, and the sales behind that row (none reported for it here).
  await expect(card.getByText(carValueTexts.restsOn(carName(row.year, 'GTO', row.trim), 0), { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: carValueTexts.guideRowLink })).toHaveAttribute('href', valueGuideHref(row));
  await expect(card.getByText(GTO_VIN)).toBeVisible();
  await expect(page.getByText(carValueTexts.garageTotal(formatUsd(amount)), { exact: true })).toBeVisible();

  // The model page lists it among the owners' cars, with its owner.
  await page.goto('/pontiac/gto');
  const ownersCars = page.getByRole('region', { name: modelPictureTexts.ownersCarsTitle });
  const ownersCar = ownersCars.getByRole('listitem').filter({ hasText: modelPictureTexts.ownersCarOwner('Val Vinson') });
  await expect(ownersCar.getByRole('link', { name: '1969 GTO' })).toBeVisible();
  await expect(ownersCar.getByRole('link', { name: modelPictureTexts.ownersCarOwner('Val Vinson') })).toHaveAttribute(
    'href',
    /^\/profile\/val-vinson/,
  );
  await page.goto('/profile');
  await expect(garageCard(page).getByText(figure, { exact: true })).toBeVisible();

  // The device has the value guide and the member's garage before the signal goes.
  await mirrorFilled(page);
  await expect.poll(() => savedCache(page)).toContain(GTO_VIN);
  const { id: memberId } = currentUserSchema.parse(await (await page.request.get('/api/auth/me')).json());

  await context.setOffline(true);
  await page.reload();
  await expect(garageCard(page).getByText(figure, { exact: true })).toBeVisible({ timeout: 15_000 });
  // The car's own page opens offline too, with what its VIN says.
  await garageCard(page)
    .getByRole('link', { name: /^Car page/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '1969 GTO' })).toBeVisible();
  await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByText(PLANT)).toBeVisible();
  // Her profile by its other address, her id, reads from the device as well.
  await page.goto(`/profile/${memberId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Val Vinson' })).toBeVisible();
  await expect(garageCard(page).getByText(figure, { exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('an admin changes the 1969 GTO values with a source: the car follows, the guide shows the history, the log has the change', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now();
  const { amount, row } = await gto1969Worth(page);
  const title = carName(1969, 'GTO', row.trim);

  // A member's 1969 GTO in condition #2, valued at the row's #2 figure.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await registerViaForm(member, newMember('Hal History'));
  const created = await member.request.post('/api/garage', { data: { modelSlug: 'gto', year: 1969, condition: 2, vin: GTO_VIN } });
  expect(created.status()).toBe(201);
  await member.goto('/profile');
  await expect(garageCard(member).getByText(carValueTexts.worthAbout(formatUsd(amount)), { exact: true })).toBeVisible();

  // The admin finds the row in the Values tab.
  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.getByRole('tab', { name: adminTexts.tabs.values }).click();
  await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'GTO' });
  await page.getByRole('combobox', { name: 'Year' }).selectOption('1969');
  const tableRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await tableRow.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit values: ${title}` });
  const newGood = row.goodValue + 1_500;
  await dialog.getByLabel('#2 Good (USD)').fill(String(newGood));

  // Without a source the change is refused, with the message; nothing is saved.
  await dialog.getByRole('button', { name: 'Save Values' }).click();
  await expect(dialog.getByText(valuationTexts.sourceRequired)).toBeVisible();
  await expect(dialog.getByLabel('Source')).toBeFocused();
  expect(
    valuationListSchema.parse(await (await page.request.get('/api/valuations')).json()).find((item) => item.id === row.id)?.goodValue,
  ).toBe(row.goodValue);

  const source = `E2E auction check ${stamp}`;
  await dialog.getByLabel('Source').fill(source);
  await dialog.getByRole('button', { name: 'Save Values' }).click();
  await expect(page.getByRole('status').getByText(valuationTexts.saved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tableRow.getByRole('cell', { name: formatUsd(newGood), exact: true })).toBeVisible();
  await expect(tableRow.getByRole('cell', { name: source })).toBeVisible();

  // The member's car follows.
  await member.reload();
  await expect(garageCard(member).getByText(carValueTexts.worthAbout(formatUsd(newGood)), { exact: true })).toBeVisible();
  await memberContext.close();

  // The value guide shows where the figures come from and their two points of history.
  await page.goto(valueGuideHref(row));
  await expect(page.getByText(valueEvidenceTexts.source(source))).toBeVisible();
  await expect(page.getByText(valueEvidenceTexts.guideNotAppraisal)).toBeVisible();
  const chart = page.getByRole('img', { name: /^2 estimates and 0 sales from / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('polyline')).toHaveCount(4);
  const history = page.getByRole('table', { name: /^2 estimates and 0 sales from / });
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(history.locator('tbody tr').nth(0)).toContainText(formatUsd(row.goodValue));
  await expect(history.locator('tbody tr').nth(0)).toContainText(row.source);
  await expect(history.locator('tbody tr').nth(1)).toContainText(formatUsd(newGood));
  await expect(history.locator('tbody tr').nth(1)).toContainText(source);

  // The activity log has the change, by whom.
  await page.goto('/admin');
  await page.getByRole('tab', { name: adminTexts.tabs.activity }).click();
  const latest = page.getByRole('list', { name: adminTexts.tabs.activity }).getByRole('listitem').first();
  await expect(latest).toContainText(adminActionLabels['valuation.update'] ?? 'valuation.update');
  await expect(latest).toContainText(valuationTexts.logChanged('1969 GTO'));
});

test('a car the guide has no row for says so and links to the nearest year; once an admin adds the row, it has a value', async ({
  page,
  browser,
}) => {
  test.slow();
  // The guide has the Fiero's 1986 and 1988, not its 1987 (api/seeders/data/valuations).
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await registerViaForm(member, newMember('Nia Nearest'));
  const created = await member.request.post('/api/garage', { data: { modelSlug: 'fiero', year: 1987, trim: 'GT', condition: 3 } });
  expect(created.status()).toBe(201);
  await member.goto('/profile');
  const card = member.locator('.garage-card').filter({ has: member.getByRole('heading', { name: '1987 Fiero' }) });
  await expect(card.getByText(carValueTexts.noRow(1987, 'Fiero'))).toBeVisible();
  await expect(card.getByRole('link', { name: carValueTexts.nearestYear(1986) })).toHaveAttribute(
    'href',
    valueGuideHref({ modelSlug: 'fiero', year: 1986 }),
  );

  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.getByRole('tab', { name: adminTexts.tabs.values }).click();
  await page.getByRole('button', { name: 'Add Row' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a value-guide row' });
  await dialog.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Fiero' });
  await dialog.getByRole('combobox', { name: 'Year' }).selectOption('1987');
  await dialog.getByLabel('Trim').fill('GT');
  const figures = [26_000, 17_000, 11_000, 6_500];
  for (const [index, label] of ['#1 Excellent (USD)', '#2 Good (USD)', '#3 Fair (USD)', '#4 Poor (USD)'].entries()) {
    await dialog.getByLabel(label).fill(String(figures[index]));
  }
  await dialog.getByLabel('Source').fill(`E2E Fiero GT sales ${Date.now()}`);
  await dialog.getByRole('button', { name: 'Add Row' }).click();
  await expect(page.getByRole('status').getByText(valuationTexts.saved)).toBeVisible();
  await expect(dialog).toBeHidden();

  await member.reload();
  await expect(card.getByText(carValueTexts.worthAbout(formatUsd(11_000)), { exact: true })).toBeVisible();
  await memberContext.close();

  await page.getByRole('tab', { name: adminTexts.tabs.activity }).click();
  const latest = page.getByRole('list', { name: adminTexts.tabs.activity }).getByRole('listitem').first();
  await expect(latest).toContainText(adminActionLabels['valuation.create'] ?? 'valuation.create');
  await expect(latest).toContainText(valuationTexts.logAdded('1987 Fiero'));
});
