import { expect, test, type Page } from '@playwright/test';
import { messageTexts } from '../shared/messages/texts';
import { userProfileSchema } from '../shared/users/profile';
import { newMember, registerViaForm } from './support';

/** The signed-in member's public profile, read with the page's own session. */
async function ownProfile(page: Page) {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  return userProfileSchema.parse(await (await page.request.get(`/api/users/${me.id}`)).json());
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Messages' });
const threadList = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

test('members message each other from a profile; the reply arrives without a reload', async ({ page, browser }) => {
  // Two sign-ups, two members' pages and up to one polling interval for the reply: more than the default 30 s.
  test.setTimeout(60_000);
  const stamp = Date.now();
  await registerViaForm(page, newMember('Ann Sender'));

  // The recipient signs up in a browser of their own.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await registerViaForm(other, newMember('Bob Receiver'));
  const bob = await ownProfile(other);
  await expect(other.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // Ann starts from Bob's profile.
  await page.goto(`/profile/${bob.username}`);
  await page.getByRole('link', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/messages\?thread=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Bob Receiver' })).toBeVisible();
  const first = `Is your 1967 GTO still for sale? ${stamp}`;
  await page.getByPlaceholder(messageTexts.inputPlaceholder).fill(first);
  await page.getByRole('button', { name: messageTexts.send, exact: true }).click();
  await expect(conversation(page).getByText(first)).toBeVisible();
  await expect(page.getByPlaceholder(messageTexts.inputPlaceholder)).toHaveValue('');

  // Bob sees the unread badge in the header, opens the thread, sees the message and replies.
  await other.goto('/');
  const badge = other.getByRole('link', { name: messageTexts.unreadBadge(1) });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(other.getByRole('heading', { level: 1, name: messageTexts.title })).toBeVisible();
  await expect(other.getByText(messageTexts.noneSelected)).toBeVisible();
  const thread = threadList(other).getByRole('link', { name: /Ann Sender/ });
  await expect(thread).toContainText(first);
  await expect(thread).toContainText('Unread');
  await thread.click();
  await expect(conversation(other).getByText(first)).toBeVisible();
  // Opening the thread marked it read: the badge goes back to plain "Messages".
  await expect(other.getByRole('link', { name: messageTexts.unreadBadge(0), exact: true })).toBeVisible();
  await expect(thread).not.toContainText('Unread');
  const reply = `Yes, come see it on Saturday. ${stamp}`;
  await other.getByPlaceholder(messageTexts.inputPlaceholder).fill(reply);
  await other.getByRole('button', { name: messageTexts.send, exact: true }).click();
  await expect(conversation(other).getByText(reply)).toBeVisible();

  // Ann's open conversation picks up the reply on its own.
  await expect(conversation(page).getByText(reply)).toBeVisible({ timeout: 15_000 });
  const bubbles = conversation(page).getByRole('listitem');
  await expect(bubbles).toHaveCount(2);
  await expect(bubbles.last()).toHaveClass(/bubble--other/);
  await expect(bubbles.first()).toHaveClass(/bubble--own/);

  // The search box filters the list by name.
  await page.getByRole('searchbox', { name: messageTexts.searchLabel }).fill('nobody like this');
  await expect(page.getByText(messageTexts.noMatches)).toBeVisible();
  await page.getByRole('searchbox', { name: messageTexts.searchLabel }).fill('bob');
  await expect(threadList(page).getByRole('link', { name: /Bob Receiver/ })).toBeVisible();
  await otherContext.close();
});
