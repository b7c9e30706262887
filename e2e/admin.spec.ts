import { expect, test, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '../playwright.config';
import { adminTexts } from '../shared/admin/texts';
import { systemTexts } from '../shared/admin/system-texts';
import { authTexts } from '../shared/auth/texts';
import { adminAccount, newMember, registerViaForm, signInViaForm } from './support';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

test('a moderator removes a reported post, the admin blocks its author and sees every step in the activity log', async ({
  page,
  browser,
}) => {
  // Four screens, three browsers: more than the default budget on a busy machine.
  test.slow();
  const title = `Cheap parts, visit my shop ${Date.now()}`;

  // A spammer posts (through the API, with their own session) and stays signed in in their browser.
  const spammerContext = await browser.newContext();
  const spammerPage = await spammerContext.newPage();
  const spammer = await registerViaForm(spammerPage, newMember('Sam Spammer'));
  const created = await spammerPage.request.post('/api/posts', { data: { communitySlug: 'gto', title, body: 'Call me for deals' } });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { id: string }).id;

  // Another member reports the post from its page.
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await registerViaForm(reporterPage, newMember('Rita Reporter'));
  await reporterPage.goto(`/post/${postId}`);
  await reporterPage.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = reporterPage.getByRole('dialog', { name: 'Report post' });
  await dialog.getByLabel('Reason').fill('Advertising');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you');
  await reporterContext.close();

  // A member the admin makes a moderator from the Users tab.
  const moderatorContext = await browser.newContext();
  const moderatorPage = await moderatorContext.newPage();
  const moderator = await registerViaForm(moderatorPage, newMember('Mo Moderator'));

  // The admin lands on the panel: the pending counter counts the report.
  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await expect(
    page.getByRole('navigation', { name: adminTexts.menuLabel }).getByRole('link', { name: adminTexts.menuModels }),
  ).toBeVisible();
  const pending = page.getByRole('list', { name: 'Counters' }).getByRole('listitem').filter({ hasText: adminTexts.pendingReports });
  await expect(pending).toHaveText(/^[1-9]\d* /);
  await page.getByRole('tab', { name: adminTexts.tabs.users }).click();
  await page.getByRole('searchbox', { name: adminTexts.searchUsers }).fill(moderator.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('listitem', { name: 'Mo Moderator' })
    .getByRole('button', { name: `${adminTexts.editRoles}: Mo Moderator` })
    .click();
  const rolesDialog = page.getByRole('dialog', { name: `${adminTexts.editRoles}: Mo Moderator` });
  await rolesDialog.getByRole('checkbox', { name: 'moderator' }).check();
  await rolesDialog.getByRole('button', { name: adminTexts.saveRoles }).click();
  await expect(page.getByRole('status').getByText(adminTexts.rolesSaved)).toBeVisible();

  // The moderator handles the report: listed with its content; the Users tab is not theirs.
  await moderatorPage.goto('/admin');
  const report = moderatorPage.getByRole('listitem', { name: `Report: ${title}` });
  await expect(report).toContainText('Call me for deals');
  await expect(report).toContainText('Reported by Rita Reporter');
  await expect(report).toContainText('Advertising');
  await expect(moderatorPage.getByRole('tab', { name: adminTexts.tabs.users })).toHaveCount(0);
  await report.getByRole('button', { name: adminTexts.remove }).click();
  await moderatorPage.getByRole('alertdialog').getByRole('button', { name: adminTexts.remove }).click();
  await expect(moderatorPage.getByRole('status').getByText(adminTexts.reportRemoved)).toBeVisible();
  await expect(report).toBeHidden();
  await moderatorContext.close();

  // Everyone now sees the removal text in place of the post.
  await page.goto(`/post/${postId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminTexts.removedByModerator);

  // The admin blocks the spammer from the Users tab.
  await page.goto('/admin');
  await page.getByRole('tab', { name: adminTexts.tabs.users }).click();
  await page.getByRole('searchbox', { name: adminTexts.searchUsers }).fill(spammer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('listitem', { name: 'Sam Spammer' });
  await row.getByRole('button', { name: `${adminTexts.block} Sam Spammer` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: adminTexts.block }).click();
  await expect(row.getByText(adminTexts.blocked, { exact: true })).toBeVisible();

  // The spammer's open session is over, and signing in again is refused with the server's reason.
  await spammerPage.reload();
  await expect(spammerPage.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signInViaForm(spammerPage, spammer);
  await expect(spammerPage.getByRole('status').getByText(authTexts.accountBlocked)).toBeVisible();
  await expect(spammerPage).toHaveURL('/auth/login');
  await spammerContext.close();

  // The Activity tab lists every action, newest first, with who did them.
  await page.getByRole('tab', { name: adminTexts.tabs.activity }).click();
  const entries = page.getByRole('list', { name: adminTexts.tabs.activity }).getByRole('listitem');
  await expect(entries.nth(0)).toContainText('Blocked a user');
  await expect(entries.nth(0)).toContainText('Administrator');
  await expect(entries.nth(0)).toContainText('Sam Spammer');
  await expect(entries.nth(1)).toContainText('Removed reported content');
  await expect(entries.nth(1)).toContainText('Mo Moderator');
  await expect(entries.nth(2)).toContainText('Changed roles');
  await expect(entries.nth(2)).toContainText('Administrator');
});

type Box = { x: number; y: number; width: number; height: number };
/** True when two boxes share any area. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a toast never covers a report's reason (${viewport.width}×${viewport.height})`, async ({ page, browser }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const stamp = Date.now();
    // Three reported posts, newest first in the queue: third, second, first.
    const spammerContext = await browser.newContext();
    const spammerPage = await spammerContext.newPage();
    await registerViaForm(spammerPage, newMember('Tess Toaster'));
    const reporterContext = await browser.newContext();
    const reporterPage = await reporterContext.newPage();
    await registerViaForm(reporterPage, newMember('Rex Reporter'));
    const [first, second, third] = ['first', 'second', 'third'].map((name) => `Toast check ${name} ${stamp}`) as [string, string, string];
    for (const title of [first, second, third]) {
      const created = await spammerPage.request.post('/api/posts', { data: { communitySlug: 'gto', title, body: 'Parts for sale' } });
      const { id } = (await created.json()) as { id: string };
      const reported = await reporterPage.request.post('/api/reports', {
        data: { targetType: 'post', targetId: id, reason: `Spam about ${title}` },
      });
      expect(reported.status()).toBe(201);
    }
    await spammerContext.close();
    await reporterContext.close();

    await signInViaForm(page, adminAccount());
    await expect(page).toHaveURL('/admin');
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toHaveCount(0);
    // Every status: a dismissed report stays where it was, so the page only moves for the toast.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    const card = (title: string) => page.getByRole('listitem', { name: `Report: ${title}` });
    // The whole line, as wide as the card: a toast anywhere beside the words would cover it too.
    const reason = (title: string) => card(title).getByText(`Reported by Rex Reporter: Spam about ${title}`);
    const toastShown = page.getByRole('status').filter({ hasText: adminTexts.reportDismissed });
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not on screen');
      return found;
    };
    const dismiss = async (title: string) => {
      await card(title).getByRole('button', { name: adminTexts.dismiss }).click();
      await expect(toastShown).toBeVisible();
      await expect(card(title).getByText('dismissed', { exact: true })).toBeVisible();
    };

    // A reason just under the header when the toast comes: the page moves down below the toast.
    await expect(reason(third)).toBeVisible();
    const headerBottom = (await box(page.locator('.site-header'))).height;
    await page.evaluate((y) => window.scrollBy(0, y), (await box(reason(third))).y - headerBottom - 4);
    await dismiss(third);
    expect(overlap(await box(toastShown), await box(reason(third)))).toBe(false);
    await expect(reason(third)).toBeInViewport();
    await toastShown.getByRole('button', { name: 'Close notification' }).click();
    await expect(toastShown).toHaveCount(0);

    // A reason at the bottom of the screen (above the phone's bottom bar) when the toast comes.
    const bottomBar = page.getByRole('navigation', { name: 'Mobile' });
    const screenBottom = viewport.width < 768 ? (await box(bottomBar)).y : viewport.height;
    const firstReason = await box(reason(first));
    await page.evaluate((y) => window.scrollBy(0, y), firstReason.y + firstReason.height - screenBottom + 4);
    await expect(reason(first)).toBeInViewport();
    await dismiss(second);
    expect(overlap(await box(toastShown), await box(reason(first)))).toBe(false);
  });
}

test('the admin sees how the running site is on the System tab: version, database, uploads, readiness, backups and queues; Back up now adds a backup', async ({
  page,
}) => {
  // Signing in takes an admin to the panel.
  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.getByRole('tab', { name: adminTexts.tabs.system }).click();
  const system = page.getByLabel(systemTexts.what);
  const status = system.getByRole('definition');
  await expect(system.getByRole('term')).toHaveText([
    systemTexts.version,
    systemTexts.runningSince,
    systemTexts.database,
    systemTexts.uploads,
    systemTexts.readiness,
    systemTexts.lastBackup,
  ]);
  await expect(status.nth(0)).toHaveText(version);
  await expect(status.nth(2)).toHaveText(/^\d+(\.\d)? MB$/);
  await expect(status.nth(3)).toContainText(/\d+ files?, .* in the folder .*uploads/);
  await expect(status.nth(4)).toHaveText(systemTexts.ready);
  // The job queue's kinds of work, each with its counts.
  const queues = page.getByRole('table', { name: systemTexts.queues });
  await expect(queues.getByRole('rowheader', { name: 'email', exact: true })).toBeVisible();
  await expect(queues.getByRole('rowheader', { name: 'push', exact: true })).toBeVisible();

  // Back up now: the new backup is the last one, its file in the data folder, one more kept.
  const lastBackup = status.nth(5);
  const keptNow = async () => Number(/(\d+) kept now/.exec((await lastBackup.textContent()) ?? '')?.[1]);
  const keptBefore = await keptNow();
  await lastBackup.getByRole('button', { name: systemTexts.backUpNow }).click();
  await expect(page.getByText(systemTexts.backedUp)).toBeVisible();
  const name = lastBackup.locator('[data-backup-name]');
  await expect(name).toHaveText(/^pontiac-backup-.*\.tar\.gz$/);
  expect(existsSync(path.join(dataDir, 'backups', (await name.textContent()) ?? ''))).toBe(true);
  await expect.poll(keptNow).toBe(Math.min(keptBefore + 1, 7));
  expect((await new AxeBuilder({ page }).include('.admin-system').include('.admin-system__queues').analyze()).violations).toEqual([]);
});
