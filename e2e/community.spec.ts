import { expect, test, type Page } from '@playwright/test';
import { communityTexts } from '../shared/community/texts';
import { newMember, registerViaForm } from './support';

/** Fails the test if a page ever opens a JavaScript dialog: member text must never run as script. */
const refuseDialogs = (page: Page) =>
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });

const votesFor = (page: Page, title: string) => page.getByRole('group', { name: `Votes for ${title}` });

test('members post, comment, reply and vote; titles stay text; profiles list posts', async ({ page, browser }) => {
  // Two members, two registrations, five screens: about 20 s on a quiet machine, past 30 s beside stress-ng.
  test.slow();
  refuseDialogs(page);
  const title = `<script>alert(1)</script> Judge restoration ${Date.now()}`;
  await registerViaForm(page, newMember('Ada Forum'));

  // The author writes a post in the GTO community, starting from its Create Post button.
  await page.goto('/community/gto');
  await expect(page.getByRole('heading', { level: 1, name: 'GTO' })).toBeVisible();
  await page.getByRole('link', { name: communityTexts.createPost }).click();
  await expect(page.getByRole('heading', { level: 1, name: communityTexts.createPost })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Community' })).toHaveValue('gto');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Body').fill('Bought a 1969 Judge.\nSee https://example.com/judge for photos.');
  // The post's own requests (the forum's front pages may still be saving in the background meanwhile).
  const postRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' || /^\/api\/posts\/[0-9a-f-]{36}/.test(pathname)) postRequests.push(`${request.method()} ${pathname}`);
  });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  const postUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // One request: the create's answer is what the post page shows, so it is not asked for again.
  expect(postRequests).toEqual(['POST /api/posts']);
  await expect(page.getByRole('link', { name: /https:\/\/example\.com\/judge/ })).toHaveAttribute('href', 'https://example.com/judge');
  const authorHref = await page.getByRole('link', { name: 'Ada Forum' }).first().getAttribute('href');
  expect(authorHref).toMatch(/^\/profile\/ada-forum/);

  // A second member, in a browser of their own, comments and upvotes.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  refuseDialogs(other);
  await registerViaForm(other, newMember('Bob Reader'));
  await other.goto(postUrl);
  await other.getByPlaceholder(communityTexts.commentPlaceholder).fill('Great find, post more photos!');
  await other.getByRole('button', { name: communityTexts.comment, exact: true }).click();
  await expect(other.getByText('Great find, post more photos!')).toBeVisible();
  const upvote = votesFor(other, title).getByRole('button', { name: `Upvote ${title}` });
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(votesFor(other, title)).toContainText('1');

  // Reporting twice: thanks the first time, the server's reason the second.
  for (const answer of ['Thank you', communityTexts.alreadyReported]) {
    await other.getByRole('button', { name: 'Report' }).click();
    const dialog = other.getByRole('dialog', { name: 'Report post' });
    await dialog.getByLabel('Reason').fill('Spam link');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText(answer);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  }
  await otherContext.close();

  // The author sees the score and the comment, and replies to it.
  await page.reload();
  await expect(votesFor(page, title)).toContainText('1');
  const comment = page.getByRole('listitem', { name: 'Comment by Bob Reader' });
  await expect(comment).toContainText('Great find, post more photos!');
  await comment.getByRole('button', { name: 'Reply to Bob Reader' }).click();
  await page.getByRole('combobox', { name: 'Reply to Bob Reader' }).fill('Thanks, will do.');
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(comment.getByRole('listitem', { name: 'Comment by Ada Forum' })).toContainText('Thanks, will do.');

  // Hot, New and Top each list the post; the title is text, not markup.
  await page.goto('/community/gto');
  for (const sort of ['New', 'Top', 'Hot']) {
    await page.getByRole('tab', { name: sort }).click();
    await expect(page.getByRole('tab', { name: sort })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`sort=${sort.toLowerCase()}`));
    await expect(page.getByRole('tabpanel').getByRole('link', { name: title, exact: true })).toBeVisible();
  }

  // A refused vote shows at once, then is taken back, and the server's reason is shown.
  await page.route('**/api/posts/*/vote', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: communityTexts.voteRateLimited }) }),
  );
  const downvote = votesFor(page, title).getByRole('button', { name: `Downvote ${title}` });
  await downvote.click();
  await expect(page.getByRole('status').getByText(communityTexts.voteRateLimited)).toBeVisible();
  await expect(downvote).toHaveAttribute('aria-pressed', 'false');
  await expect(votesFor(page, title)).toContainText('1');
  await page.unroute('**/api/posts/*/vote');

  // The published post's draft is gone.
  await page.goto('/post/new');
  await expect(page.getByLabel('Title')).toHaveValue('');

  // The author's public profile lists the post.
  await page.goto(authorHref ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Forum' })).toBeVisible();
  await page.getByRole('tab', { name: /^Posts/ }).click();
  await expect(page.getByRole('tab', { name: 'Posts (1)' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: title, exact: true })).toBeVisible();
});

test('an unknown member shows User not found with a way home', async ({ page }) => {
  await page.goto('/profile/no-such-member-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test('visitors are sent to sign in before writing a post, then back to the form, which keeps a draft', async ({ page, browser }) => {
  // The account is made in a browser of its own, so this page is a visitor's.
  const elsewhere = await browser.newContext();
  const member = await registerViaForm(await elsewhere.newPage(), newMember('Cy Visitor'));
  await elsewhere.close();
  await page.goto('/post/new?community=gto');
  await expect(page).toHaveURL('/auth/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/post/new?community=gto');
  await expect(page.getByRole('combobox', { name: 'Community' })).toHaveValue('gto');

  // A half-written post survives a reload on this device.
  await page.getByLabel('Title').fill('Half-written thoughts');
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Half-written thoughts');
});

test('the post form asks for one photo, the event form for several', async ({ page }) => {
  await registerViaForm(page, newMember('Pia Picker'));
  await page.goto('/post/new');
  // Without `multiple` the browser's own button says "Choose File", not "Choose Files".
  const onePhoto = page.getByLabel('Add photo', { exact: true });
  await expect(onePhoto).toHaveJSProperty('multiple', false);
  await expect(page.getByText('One photo; a large one is resized on this device')).toBeVisible();
  await expect(page.getByLabel('Add photos')).toHaveCount(0);

  await page.goto('/events/create');
  await expect(page.getByLabel('Add photos')).toHaveJSProperty('multiple', true);
});
