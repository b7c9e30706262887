import { expect, test, type Page } from '@playwright/test';
import { modelListSchema } from '../shared/catalogue/responses';
import { postSchema } from '../shared/community/responses';
import { formatCompactCount } from '../shared/format/view-count';
import { siteStatsSchema } from '../shared/stats/schemas';
import { FIRST_TOPIC } from '../pwa/src/features/home/stats';
import { drawingOf } from '../shared/catalogue/drawings';
import { newMember, registerViaForm } from './support';

/** The value shown under one label of the home page's stats strip (singular for a count of one: /^Posts?$/). */
const statValue = (page: Page, label: string | RegExp) =>
  page
    .getByRole('region', { name: 'Community in numbers' })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .getByRole('definition');

/** React reports a prerendered page whose first render differed from its HTML on the console. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('home shows live counts, the newest post and drawings for models without a photo', async ({ page, request }) => {
  const errors = hydrationErrors(page);
  const stats = async () => siteStatsSchema.parse(await (await request.get('/api/stats')).json());
  const before = await stats();
  const models = modelListSchema.parse(await (await request.get('/api/models')).json());

  // The prerendered page carries the documented fixed texts; the live counts replace them once hydrated.
  expect(await (await request.get('/')).text()).toContain('1.2K+');
  await page.goto('/');
  await expect(statValue(page, 'Models')).toHaveText(formatCompactCount(models.length));
  await expect(statValue(page, /^Members?$/)).toHaveText(formatCompactCount(before.members));
  await expect(statValue(page, 'Year/Trim Pages')).toHaveText(formatCompactCount(before.yearTrimPages));

  // Popular models without a picture are drawn (shared/catalogue/drawings.ts).
  const featured = models.slice(0, 4);
  expect(featured.some((model) => !model.cardImage)).toBe(true);
  const cards = page.getByRole('region', { name: 'Popular Models' }).getByRole('listitem');
  await expect(cards).toHaveCount(featured.length);
  for (const [index, model] of featured.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(model.name);
    if (!model.cardImage) {
      await expect(card.locator('[data-drawing]')).toBeVisible();
      await expect(card.locator('[data-drawing] use')).toHaveAttribute('href', `${drawingOf(model)}#car`);
    }
  }

  // A new member signs up and posts through the API: home counts them both and lists the post first.
  await registerViaForm(page, newMember('Home Page Tester'));
  const title = `Home page check ${Date.now()}`;
  const created = await page.request.post('/api/posts', { data: { communitySlug: 'gto', title, body: 'Is my Judge on the home page?' } });
  expect(created.status()).toBe(201);
  const post = postSchema.parse(await created.json());

  await page.goto('/');
  await expect(statValue(page, /^Members?$/)).toHaveText(formatCompactCount(before.members + 1));
  await expect(statValue(page, /^Posts?$/)).toHaveText(formatCompactCount(before.posts + 1));
  const latest = page.getByRole('region', { name: 'Latest Posts' });
  const first = latest.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/post/${post.id}`);
  await expect(first).toContainText('GTO');
  await expect(first).toContainText('Posted by Home Page Tester');
  await expect(first).toContainText('0 votes');
  await expect(first.locator('time')).toHaveAttribute('datetime', post.createdAt);

  await first.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${post.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(errors).toEqual([]);
});

test('a fresh site invites the first topic instead of "0 Posts", and says "1 Member"', async ({ page }) => {
  // The run's database has posts from other tests: the counts are those of a new install, as its API gives them.
  await page.route('**/api/stats', (route) => route.fulfill({ json: { models: 12, yearTrimPages: 220, members: 1, posts: 0 } }));
  await page.route('**/api/posts?sort=new*', (route) => route.fulfill({ json: { items: [], nextCursor: null } }));
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Community in numbers' });
  await expect(strip.getByText('Member', { exact: true })).toBeVisible();
  await expect(statValue(page, 'Member')).toHaveText('1');
  await expect(strip.getByText('Members', { exact: true })).toHaveCount(0);
  await expect(statValue(page, 'Posts').getByRole('link', { name: FIRST_TOPIC.label })).toHaveAttribute('href', '/post/new');
  await expect(strip.getByText('0', { exact: true })).toHaveCount(0);
  const latest = page.getByRole('region', { name: 'Latest Posts' });
  await expect(latest.getByRole('link', { name: FIRST_TOPIC.label })).toHaveAttribute('href', '/post/new');
});
