import { expect, test, type Page } from '@playwright/test';
import { notificationTexts, notificationTitle } from '../shared/notifications/texts';
import { blockingTexts } from '../shared/users/blocking';
import { newMember, ownProfile, registerViaForm } from './support';

const bell = (page: Page, unread: number) => page.getByRole('link', { name: notificationTexts.bellLabel(unread), exact: true });

/** Writes a post as the page's member through the API; its id. */
async function postAs(page: Page, title: string, body: string): Promise<string> {
  const created = await page.request.post('/api/posts', { data: { communitySlug: 'gto', title, body } });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

test('a member blocks another from their profile, and that member’s @mention no longer rings the bell', async ({ page, browser }) => {
  // Three sign-ups and up to one bell poll (30 s) on a busy machine.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const annName = `Ann Pest ${stamp}`;
  const carlName = `Carl Friend ${stamp}`;

  // Bob, in a browser of his own; Ann and Carl write from theirs.
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await registerViaForm(bobPage, newMember(`Bob Blocker ${stamp}`));
  const bob = await ownProfile(bobPage);
  await registerViaForm(page, newMember(annName));
  const ann = await ownProfile(page);
  const carlContext = await browser.newContext();
  const carlPage = await carlContext.newPage();
  await registerViaForm(carlPage, newMember(carlName));

  // Bob blocks Ann from her profile, after confirming.
  await bobPage.goto(`/profile/${ann.username}`);
  await expect(bobPage.getByRole('heading', { level: 1, name: annName })).toBeVisible();
  await bobPage.getByRole('button', { name: blockingTexts.block, exact: true }).click();
  const confirm = bobPage.getByRole('alertdialog', { name: blockingTexts.blockTitle(annName) });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: blockingTexts.block, exact: true }).click();
  await expect(bobPage.getByRole('status').getByText(blockingTexts.blocked(annName))).toBeVisible();
  await expect(bobPage.getByRole('button', { name: blockingTexts.unblock, exact: true })).toBeVisible();

  // Bob waits on the home page. Ann mentions him; then Carl, whom he did not block, does.
  await bobPage.goto('/');
  await expect(bell(bobPage, 0)).toBeVisible();
  const annTitle = `Ann asks about carbs ${stamp}`;
  await postAs(page, annTitle, `@${bob.username} do you know?`);
  const carlTitle = `Carl asks about wheels ${stamp}`;
  await postAs(carlPage, carlTitle, `@${bob.username} do you know?`);

  // The bell rings for Carl's mention only (Ann's was queued first, so it was weighed before Carl's arrived).
  await expect(bell(bobPage, 1)).toBeVisible({ timeout: 45_000 });
  await bell(bobPage, 1).click();
  const carls = notificationTitle({ kind: 'mention', count: 1, actorName: carlName, subject: carlTitle });
  await expect(bobPage.getByRole('link', { name: `Unread: ${carls}` })).toBeVisible();
  await expect(bobPage.getByText(annTitle)).toHaveCount(0);

  // The settings list Ann; Unblock there empties it.
  await bobPage.getByRole('link', { name: notificationTexts.settingsLink }).click();
  const blocked = bobPage.getByRole('region', { name: blockingTexts.listTitle });
  await expect(blocked.getByRole('link', { name: annName })).toBeVisible();
  await blocked.getByRole('button', { name: blockingTexts.unblockLabel(annName) }).click();
  await expect(blocked.getByText(blockingTexts.listEmpty)).toBeVisible();
  await bobContext.close();
  await carlContext.close();
});
