import { expect, test, type Page } from '@playwright/test';
import { diyAdminTexts } from '../shared/diy/admin';
import { ADMIN_PAGE_SIZE } from '../shared/admin/schemas';
import { sourceTexts } from '../shared/admin/sources';
import { adminTexts } from '../shared/admin/texts';
import { adminAccount, signInViaForm } from './support';

async function openTab(page: Page, tab: string) {
  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.getByRole('tab', { name: tab }).click();
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test('an admin adds a source, fetches its robots.txt and sees the outcome, and cannot point one at the private network', async ({
  page,
}) => {
  const stamp = Date.now();
  const siteName = `Pontiac Registry ${stamp}`;
  await openTab(page, adminTexts.tabs.sources);
  // Seeded from the sites the catalogue cites (about a hundred): a page of 20 at a time.
  const table = page.getByRole('table', { name: 'Sources' });
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(ADMIN_PAGE_SIZE);
  await page.getByRole('button', { name: adminTexts.loadMore }).click();
  await expect(bodyRows).toHaveCount(ADMIN_PAGE_SIZE * 2);

  await page.getByRole('button', { name: 'Add New Source' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Source' });
  await dialog.getByLabel('Site Name').fill(siteName);
  await dialog.getByLabel('URL').fill('http://127.0.0.1:8080/');
  await dialog.getByRole('button', { name: 'Add Source' }).click();
  await expect(dialog.getByText(sourceTexts.urlPrivate)).toBeVisible();

  // A reserved name that never resolves: Fetch now records that the site could not be reached, and says so.
  await dialog.getByLabel('URL').fill(`https://registry-${stamp}.example/specs`);
  await dialog.getByLabel('Allowed Fields').fill('specs, production numbers');
  await dialog.getByRole('button', { name: 'Add Source' }).click();
  await expect(toast(page, sourceTexts.created)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: siteName });
  await expect(row).toContainText('Not fetched');
  await expect(row).toContainText('specs, production numbers');

  await row.getByRole('button', { name: `Fetch Now ${siteName}` }).click();
  await expect(toast(page, `${sourceTexts.fetched}: ${siteName}`)).toContainText(`Could not reach registry-${stamp}.example`);
  await expect(row).toContainText('Unreachable');
  await expect(row).toContainText(`Could not reach registry-${stamp}.example`);
  await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  // The robots status filter: the source is listed under Unreachable, with only unreachable sources, not under Allowed.
  const statusFilter = page.getByRole('combobox', { name: 'Robots Status' });
  await statusFilter.selectOption({ label: 'Unreachable' });
  await expect(row).toBeVisible();
  await expect(bodyRows.filter({ hasNotText: 'Unreachable' })).toHaveCount(0);
  await statusFilter.selectOption({ label: 'Allowed' });
  await expect(row).toBeHidden();
  await statusFilter.selectOption({ label: 'All' });

  await row.getByRole('button', { name: `Edit ${siteName}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${siteName}` });
  await dialog.getByLabel('Allowed Fields').fill('restoration tips');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, sourceTexts.updated)).toBeVisible();
  await expect(row).toContainText('restoration tips');
});

test('an admin adds a DIY video by its YouTube link, it shows on /diy, then deletes it', async ({ page }) => {
  const youtubeId = `e2e${Date.now().toString(36).slice(-8)}`.padEnd(11, 'x').slice(0, 11);
  const title = `Hood tach install ${youtubeId}`;
  await openTab(page, adminTexts.tabs.diy);

  await page.getByRole('button', { name: 'Add Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Video' });
  await dialog.getByLabel('YouTube URL or Video ID').fill('https://vimeo.com/123');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(dialog.getByText(diyAdminTexts.videoInvalid)).toBeVisible();

  await dialog.getByLabel('YouTube URL or Video ID').fill(`https://youtu.be/${youtubeId}?si=share`);
  await dialog.getByLabel('Category').selectOption('modification');
  await dialog.getByLabel('Difficulty').selectOption('advanced');
  await dialog.getByLabel('Duration').fill('12:30');
  await dialog.getByLabel('From year').fill('1967');
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(dialog.getByText(diyAdminTexts.yearsBoth)).toBeVisible();
  await dialog.getByLabel('To year').fill('1969');
  await dialog.getByRole('checkbox', { name: 'GTO', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Tempest', exact: true }).check();
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(toast(page, diyAdminTexts.created)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(youtubeId);
  await expect(row).toContainText('12:30');

  await page.goto('/diy');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByText('For 1967–1969 models')).toBeVisible();
  // Any catalogue model is a filter, not only the documented four: the Tempest tag finds it.
  await page.getByLabel('Model', { exact: true }).selectOption({ label: 'Tempest' });
  await expect(page).toHaveURL(/model=tempest/);
  await expect(page.getByRole('article', { name: title }).getByRole('listitem').filter({ hasText: 'Tempest' })).toBeVisible();
  await expect(page.getByText('Showing 1 video')).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('tab', { name: adminTexts.tabs.diy }).click();
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, diyAdminTexts.deleted)).toBeVisible();
  await expect(row).toBeHidden();
});
