import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messagePageSchema, threadListSchema } from '../shared/messages/responses';
import { MESSAGE_BODY_MAX_LENGTH } from '../shared/messages/schemas';
import { messageTexts } from '../shared/messages/texts';
import { userProfileSchema } from '../shared/users/profile';
import { newMember, readStoredRow, registerViaForm, serviceWorkerControls } from './support';

const conversation = (page: Page) => page.getByRole('log', { name: 'Messages' });
const threadList = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });

/** The signed-in member's public profile, read with the page's own session. */
async function ownProfile(page: Page) {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  return userProfileSchema.parse(await (await page.request.get(`/api/users/${me.id}`)).json());
}

/** How many copies of `body` the server holds in the thread, read by the other participant with their own session. */
async function serverCopies(request: APIRequestContext, threadId: string, body: string) {
  const page = messagePageSchema.parse(await (await request.get(`/api/messages/threads/${threadId}?limit=100`)).json());
  return page.items.filter((message) => message.body === body).length;
}

/** The conversations of the member signed in on `request`, as the server has them. */
async function serverThreads(request: APIRequestContext) {
  return threadListSchema.parse(await (await request.get('/api/messages/threads')).json());
}

/** The query cache saved on the device (a moment after each change), as text. */
const savedCache = async (page: Page) =>
  JSON.stringify((await readStoredRow(page, 'pontiac-hub-offline', 'kv', 'react-query-cache')) ?? '');

test('offline, a member reads their saved conversations and a message waits through a reload, then reaches the server once', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await registerViaForm(page, newMember('Ann Roadtrip'));
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await registerViaForm(bobPage, newMember('Bob Swapmeet'));
  const bob = await ownProfile(bobPage);

  // Online: Ann opens the conversation with Bob and writes once, so the device keeps both panes for her.
  await page.goto('/messages');
  await serviceWorkerControls(page);
  await page.goto(`/messages?user=${bob.id}`);
  await expect(page).toHaveURL(/\/messages\?thread=[0-9a-f-]{36}$/);
  const threadId = new URL(page.url()).searchParams.get('thread') ?? '';
  const hello = `Still have the Ram Air hood? ${stamp}`;
  await page.getByPlaceholder(messageTexts.inputPlaceholder).fill(hello);
  await page.getByRole('button', { name: messageTexts.send, exact: true }).click();
  await expect(conversation(page).getByText(hello)).toBeVisible();
  await expect(threadList(page).getByRole('link', { name: /Bob Swapmeet/ })).toContainText(hello);
  await expect.poll(async () => (await savedCache(page)).includes(hello) && (await savedCache(page)).includes('Bob Swapmeet')).toBe(true);

  // No signal, reloaded: the list and the conversation are the device's copy.
  await context.setOffline(true);
  await page.reload();
  await expect(threadList(page).getByRole('link', { name: /Bob Swapmeet/ })).toBeVisible();
  await expect(conversation(page).getByText(hello)).toBeVisible();
  await expect(page.getByText('Offline copy from').first()).toBeVisible();

  // Written offline: Ann's own bubble, waiting; the box is free again.
  const offline = `I can pick it up Saturday ${stamp}`;
  await page.getByPlaceholder(messageTexts.inputPlaceholder).fill(offline);
  await page.getByRole('button', { name: messageTexts.send, exact: true }).click();
  const waiting = conversation(page).getByRole('listitem').filter({ hasText: offline });
  await expect(waiting.getByText(messageTexts.waitingToSend)).toBeVisible();
  await expect(page.getByPlaceholder(messageTexts.inputPlaceholder)).toHaveValue('');

  // Reloaded, still offline: the conversation and the waiting message are still there.
  await page.reload();
  await expect(conversation(page).getByText(hello)).toBeVisible();
  await expect(waiting.getByText(messageTexts.waitingToSend)).toBeVisible();
  expect(await serverCopies(bobPage.request, threadId, offline)).toBe(0);

  // Back online: it is sent once, and shows once, in place, as sent.
  await context.setOffline(false);
  await expect.poll(() => serverCopies(bobPage.request, threadId, offline), { timeout: 20_000 }).toBe(1);
  await expect(conversation(page).getByText(messageTexts.waitingToSend)).toHaveCount(0, { timeout: 15_000 });
  await expect(conversation(page).getByText(offline)).toHaveCount(1);
  await bobPage.goto(`/messages?thread=${threadId}`);
  await expect(conversation(bobPage).getByText(offline)).toBeVisible();

  // Later starts send nothing more.
  await page.reload();
  await expect(conversation(page).getByText(offline)).toHaveCount(1);
  expect(await serverCopies(bobPage.request, threadId, offline)).toBe(1);
  await bobContext.close();

  // Ann signs out: her conversations leave the device, and nobody after her sees them.
  await page.getByRole('button', { name: /Ann Roadtrip/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('status').getByText('Signed out')).toBeVisible();
  await expect.poll(async () => (await savedCache(page)).includes(hello), { timeout: 10_000 }).toBe(false);
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/auth\/login/);
  // Not even offline, where the app cannot ask the server who is signed in.
  await context.setOffline(true);
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText(hello)).toHaveCount(0);
  await context.setOffline(false);

  // Another member signs up on the same browser: none of Ann's conversations.
  await registerViaForm(page, newMember('Cy Newcomer'));
  await page.goto('/messages');
  await expect(threadList(page).getByText(messageTexts.noThreads)).toBeVisible();
  await expect(page.getByText('Bob Swapmeet')).toHaveCount(0);
});

test('a message the server refuses is not kept: the box keeps the text and the member is told why', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await registerViaForm(page, newMember('Dee Sender'));
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await registerViaForm(other, newMember('Eve Receiver'));
  const eve = await ownProfile(other);
  await otherContext.close();

  await page.goto(`/messages?user=${eve.id}`);
  await expect(page).toHaveURL(/\/messages\?thread=[0-9a-f-]{36}$/);
  // Too long for the server (the box's own limit is bypassed, as an older app version might).
  const box = page.getByPlaceholder(messageTexts.inputPlaceholder);
  await box.evaluate((input) => input.removeAttribute('maxlength'));
  const tooLong = 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1);
  await box.fill(tooLong);
  await page.getByRole('button', { name: messageTexts.send, exact: true }).click();
  await expect(page.getByRole('status').getByText(messageTexts.bodyTooLong(MESSAGE_BODY_MAX_LENGTH))).toBeVisible();
  await expect(box).toHaveValue(tooLong);
  await expect(page.getByText(messageTexts.waitingToSend)).toHaveCount(0);
  await expect(page.getByText(messageTexts.notSent)).toHaveCount(0);
});

test('offline, a member writes to someone they have no conversation with yet: it waits, survives a reload, then starts the conversation and is sent once', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await registerViaForm(page, newMember('Fay Firstcontact'));
  const ann = await ownProfile(page);
  const gusContext = await browser.newContext();
  const gusPage = await gusContext.newPage();
  await registerViaForm(gusPage, newMember('Gus Goat'));
  const gus = await ownProfile(gusPage);

  // Online: Fay reads Gus's profile (so the page knows his name), under the service worker (so the app opens offline).
  await page.goto('/messages');
  await serviceWorkerControls(page);
  await expect(threadList(page).getByText(messageTexts.noThreads)).toBeVisible();
  await page.goto(`/profile/${gus.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gus Goat' })).toBeVisible();

  // No signal: Send Message opens a conversation with him all the same, named from his profile.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?user=${gus.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Gus Goat' })).toBeVisible();
  await expect(page.getByText(messageTexts.startsWhenSent)).toBeVisible();

  const first = `Is your Judge still for sale? ${stamp}`;
  await page.getByPlaceholder(messageTexts.inputPlaceholder).fill(first);
  await page.getByRole('button', { name: messageTexts.send, exact: true }).click();
  const waiting = conversation(page).getByRole('listitem').filter({ hasText: first });
  await expect(waiting.getByText(messageTexts.waitingToSend)).toBeVisible();
  await expect(page.getByPlaceholder(messageTexts.inputPlaceholder)).toHaveValue('');

  // Reloaded, still offline: the same page, the message still waiting, the name kept with it; the conversation
  // list shows it too, waiting.
  await page.reload();
  await expect(waiting.getByText(messageTexts.waitingToSend)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Gus Goat' })).toBeVisible();
  const pending = threadList(page).getByRole('link', { name: /Gus Goat/ });
  await expect(pending).toHaveAttribute('aria-current', 'page');
  await expect(pending).toContainText(messageTexts.waitingToSend);
  await expect(pending).toContainText(first);
  expect(await serverThreads(gusPage.request)).toEqual([]);

  // Back online: the conversation is started, the message sent into it once, and the page moves to it.
  await context.setOffline(false);
  await expect.poll(async () => (await serverThreads(gusPage.request)).length, { timeout: 20_000 }).toBe(1);
  const [thread] = await serverThreads(gusPage.request);
  expect(thread?.participant.id).toBe(ann.id);
  const threadId = thread?.id ?? '';
  await expect.poll(() => serverCopies(gusPage.request, threadId, first), { timeout: 20_000 }).toBe(1);
  await expect(page).toHaveURL(new RegExp(`/messages\\?thread=${threadId}$`), { timeout: 15_000 });
  await expect(conversation(page).getByText(messageTexts.waitingToSend)).toHaveCount(0);
  await expect(conversation(page).getByText(first)).toHaveCount(1);
  await expect(threadList(page).getByRole('link', { name: /Gus Goat/ })).toHaveAttribute('aria-current', 'page');

  // Later starts send nothing more.
  await page.reload();
  await expect(conversation(page).getByText(first)).toHaveCount(1);
  expect(await serverCopies(gusPage.request, threadId, first)).toBe(1);
  expect(await serverThreads(gusPage.request)).toHaveLength(1);

  // Gus sees it waiting for him, unread.
  await gusPage.goto('/');
  await expect(gusPage.getByRole('link', { name: messageTexts.unreadBadge(1) })).toBeVisible();
  await gusPage.goto(`/messages?thread=${threadId}`);
  await expect(conversation(gusPage).getByText(first)).toBeVisible();
  await gusContext.close();
});

test('a conversation the server will not open says why, and offers nothing to write', async ({ page }) => {
  await registerViaForm(page, newMember('Hal Himself'));
  const me = await ownProfile(page);

  await page.goto(`/messages?user=${me.id}`);
  await expect(page.getByRole('alert').getByText(messageTexts.startRefused(messageTexts.cannotMessageSelf))).toBeVisible();
  await expect(page.getByPlaceholder(messageTexts.inputPlaceholder)).toHaveCount(0);
});
