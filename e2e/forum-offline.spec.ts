import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { z } from 'zod';
import { postDetailSchema } from '../shared/community/thread-responses';
import { postPageSchema } from '../shared/community/responses';
import { communityTexts } from '../shared/community/texts';
import { forumListResources } from '../shared/community/list-resources';
import { resourceKey } from '../shared/http/resource';
import { newMember, readStoredRow, registerViaForm, serviceWorkerControls } from './support';

/** The post as the server has it, read with the test runner's own connection (never offline, signed out). */
async function serverPost(request: APIRequestContext, url: string) {
  const id = new URL(url).pathname.split('/').pop() ?? '';
  return postDetailSchema.parse(await (await request.get(`/api/posts/${id}`)).json());
}

async function serverPostsTitled(request: APIRequestContext, title: string) {
  const { items } = postPageSchema.parse(await (await request.get('/api/posts?community=gto&sort=new&limit=50')).json());
  return items.filter((post) => post.title === title);
}

const carPhoto = async () => ({
  name: 'intake.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer(),
});

/** Resolves once the persisted query cache (saved a moment after each change) holds `text`. */
async function persistedCacheHolds(page: Page, text: string) {
  await expect
    .poll(async () => JSON.stringify((await readStoredRow(page, 'pontiac-hub-offline', 'kv', 'react-query-cache')) ?? '').includes(text))
    .toBe(true);
}

const savedCacheSchema = z.object({
  clientState: z.object({ queries: z.array(z.object({ queryKey: z.unknown(), state: z.object({ data: z.unknown() }) })) }),
});

/** Whether the persisted query cache holds the query `queryKey` with `text` in its answer. */
async function savedListHolds(page: Page, queryKey: unknown[], text: string) {
  const row = await readStoredRow(page, 'pontiac-hub-offline', 'kv', 'react-query-cache');
  if (typeof row !== 'object' || row === null || !('value' in row) || typeof row.value !== 'string') return false;
  const raw: unknown = JSON.parse(row.value);
  const saved = savedCacheSchema.parse(raw);
  const query = saved.clientState.queries.find((entry) => JSON.stringify(entry.queryKey) === JSON.stringify(queryKey));
  return query !== undefined && JSON.stringify(query.state.data).includes(text);
}

test('offline at the show: a comment, a vote and a post wait on the device through a reload and each reaches the server once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await registerViaForm(page, newMember('Offline Writer'));
  await page.goto('/community/gto');
  await serviceWorkerControls(page);

  // Online: a post to talk about, opened once so the device keeps it.
  const title = `Points or electronic ignition ${Date.now()}`;
  await page.getByRole('link', { name: communityTexts.createPost }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Body').fill('Which do you run at shows?');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  const postUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await persistedCacheHolds(page, title);

  // No signal: a comment and an upvote are kept on the device and shown as waiting.
  await context.setOffline(true);
  const comment = `Pertronix since 1998 ${Date.now()}`;
  await page.getByPlaceholder(communityTexts.commentPlaceholder).fill(comment);
  await page.getByRole('button', { name: communityTexts.comment, exact: true }).click();
  const waitingComments = page.getByRole('region', { name: 'Comments waiting on this device' });
  await expect(waitingComments.getByText(comment)).toBeVisible();
  await expect(waitingComments.getByText(communityTexts.waitingToSend)).toBeVisible();
  const votes = page.getByRole('group', { name: `Votes for ${title}` });
  await votes.getByRole('button', { name: `Upvote ${title}` }).click();
  await expect(votes.getByRole('button', { name: `Upvote ${title}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(votes.getByText(communityTexts.voteWaiting)).toBeAttached();

  // A post half-written, never sent.
  await page.goto('/post/new?community=gto');
  const draftTitle = `Looking for a 400 intake ${Date.now()}`;
  await page.getByLabel('Title').fill(draftTitle);
  await page.getByLabel('Body').fill('Any leads at the swap meet?');

  // Reloaded with no signal: everything is still there, waiting.
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(waitingComments.getByText(comment)).toBeVisible();
  await expect(waitingComments.getByText(communityTexts.waitingToSend)).toBeVisible();
  await expect(votes.getByRole('button', { name: `Upvote ${title}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(votes.getByText(communityTexts.voteWaiting)).toBeAttached();
  await expect(page.getByText('Offline copy from')).toBeVisible();
  await page.goto('/post/new');
  await expect(page.getByLabel('Title')).toHaveValue(draftTitle);
  await expect(page.getByLabel('Body')).toHaveValue('Any leads at the swap meet?');

  // Posted with no signal, with a photo: it waits in its community's list.
  await page.getByLabel('Add photo', { exact: true }).setInputFiles([await carPhoto()]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL('/community/gto');
  const waitingPosts = page.getByRole('region', { name: 'Posts waiting on this device' });
  await expect(waitingPosts.getByRole('heading', { name: draftTitle })).toBeVisible();
  expect((await serverPost(request, postUrl)).comments).toHaveLength(0);
  expect(await serverPostsTitled(request, draftTitle)).toHaveLength(0);

  // Back online: each write reaches the server exactly once.
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverPostsTitled(request, draftTitle)).map((post) => post.imageUrl?.startsWith('/uploads/')), {
      timeout: 20_000,
    })
    .toEqual([true]);
  await expect
    .poll(async () => (await serverPost(request, postUrl)).comments.map((item) => item.body), { timeout: 20_000 })
    .toEqual([comment]);
  await expect.poll(async () => (await serverPost(request, postUrl)).voteCount, { timeout: 20_000 }).toBe(1);
  await expect(waitingPosts).toHaveCount(0);
  await expect(page.getByRole('link', { name: draftTitle, exact: true })).toBeVisible();

  // Later starts send nothing more.
  await page.goto(postUrl);
  await expect(page.getByText(comment)).toBeVisible();
  await expect(waitingComments).toHaveCount(0);
  await expect(votes.getByText(communityTexts.voteWaiting)).toHaveCount(0);
  await expect(votes.getByRole('button', { name: `Upvote ${title}` })).toHaveAttribute('aria-pressed', 'true');
  expect((await serverPost(request, postUrl)).comments).toHaveLength(1);
  expect(await serverPostsTitled(request, draftTitle)).toHaveLength(1);
});

test('a comment the server refuses is not queued: the box keeps the text and the member is told why', async ({ page }) => {
  await registerViaForm(page, newMember('Late Replier'));
  await page.goto('/community/gto');
  await page.getByRole('link', { name: communityTexts.createPost }).click();
  await page.getByLabel('Title').fill(`Gone soon ${Date.now()}`);
  await page.getByLabel('Body').fill('Body');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
  const box = page.getByPlaceholder(communityTexts.commentPlaceholder);
  await box.fill('Is it still for sale?');
  // The post is deleted elsewhere (another tab) while this page still shows it.
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect((await page.request.delete(`/api/posts/${id}`)).status()).toBe(204);
  await page.getByRole('button', { name: communityTexts.comment, exact: true }).click();
  await expect(page.getByRole('status').getByText(communityTexts.postNotFound)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comments waiting on this device' })).toHaveCount(0);
  await expect(box).toHaveValue('Is it still for sale?');
});

test('once the forum was open online, a community never opened shows its latest posts offline', async ({ page, context }) => {
  test.setTimeout(60_000);
  await registerViaForm(page, newMember('Fiero Owner'));
  const title = `Fiero engine cradle rust ${Date.now()}`;
  const created = await page.request.post('/api/posts', { data: { communitySlug: 'fiero', title, body: 'Check it before you buy.' } });
  expect(created.status()).toBe(201);

  // Only the forum's front is opened; the Fiero community is not, yet the device saves its first page.
  await page.goto('/community');
  await serviceWorkerControls(page);
  await expect
    .poll(() => savedListHolds(page, resourceKey(forumListResources.posts, { query: { community: 'fiero', sort: 'hot' } }), title), {
      timeout: 20_000,
    })
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/community/fiero');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
});
