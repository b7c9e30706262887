import { expect, test, type Page } from '@playwright/test';
import { searchTexts } from '../shared/search/schemas';
import { mirrorFilled, newMember, openPhoneMenu, registerViaForm } from './support';

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search' });
const results = (page: Page) => page.getByRole('listbox', { name: searchTexts.resultsLabel });
const group = (page: Page, name: string) => results(page).getByRole('group', { name });

/** Signs a member up and has them write a post through the API (with the browser's session). */
async function memberWithPost(page: Page, name: string, title: string) {
  const member = await registerViaForm(page, newMember(name));
  const response = await page.request.post('/api/posts', { data: { communitySlug: 'gto', title, body: 'Cleaned it twice already.' } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { member, title, postId: id };
}

test('the header search finds models, posts and members as you type, by mouse and by keyboard', async ({ page }) => {
  const { title, postId } = await memberWithPost(page, 'Zephyrine Quillfeather', 'Quadrajet secondaries stick on my Judge');
  await page.goto('/');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('placeholder', 'Search models, posts, users...');

  // A prefix finds the model; the arrow keys highlight and Enter opens it.
  await box.fill('gt');
  await expect(group(page, searchTexts.models).getByRole('option', { name: /GTO/ })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  const first = results(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('ArrowUp');
  await expect(results(page).getByRole('option', { name: searchTexts.seeAll('gt') })).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(first).toHaveText(/GTO/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pontiac\/gto$/);
  await expect(box).toHaveValue('');

  // Escape closes the popup and keeps the text.
  await box.fill('quadrajet');
  const post = group(page, searchTexts.posts).getByRole('option', { name: new RegExp(title) });
  await expect(post).toBeVisible();
  await box.press('Escape');
  await expect(results(page)).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('quadrajet');
  await box.press('ArrowDown');
  await expect(post).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/post/${postId}$`));

  // A member, picked with the mouse.
  await box.fill('quillfeath');
  await group(page, searchTexts.members)
    .getByRole('option', { name: /Zephyrine Quillfeather/ })
    .click();
  await expect(page).toHaveURL(/\/profile\/zephyrine-quillfeather$/);

  // Enter with nothing highlighted opens the results page.
  await box.fill('quillfeather');
  await expect(results(page)).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=quillfeather$/);
  await expect(page.getByRole('heading', { level: 1, name: searchTexts.resultsFor('quillfeather') })).toBeVisible();
  await expect(results(page)).toBeHidden();
});

test('the results page shows each group with its count, and searches again from its own field', async ({ page }) => {
  const { title, postId } = await memberWithPost(page, 'Ottoline Brandywine', 'Rochester carburetor rebuild for a Tempest');
  await page.goto(`/search?q=${encodeURIComponent('rochester carbu')}`);
  await expect(page).toHaveTitle(/^Search: rochester carbu \|/);
  const posts = page.getByRole('region', { name: `${searchTexts.posts} (1)` });
  await expect(posts.getByRole('link', { name: title })).toHaveAttribute('href', `/post/${postId}`);
  await expect(page.getByRole('region', { name: `${searchTexts.members} (0)` })).toContainText(searchTexts.noMembers);

  const field = page.getByRole('main').getByLabel(searchTexts.pageFieldLabel);
  await expect(field).toHaveValue('rochester carbu');
  await field.fill('firebird');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=firebird$/);
  const models = page.getByRole('region', { name: /^Models \([1-9]\d*\)$/ });
  await expect(models.getByRole('link', { name: 'Firebird', exact: true })).toHaveAttribute('href', '/pontiac/firebird');

  await page.goto('/search?q=ottoline');
  await expect(
    page.getByRole('region', { name: `${searchTexts.members} (1)` }).getByRole('link', { name: 'Ottoline Brandywine' }),
  ).toHaveAttribute('href', '/profile/ottoline-brandywine');

  await page.goto(`/search?q=${encodeURIComponent('& | ! ( ) : *')}`);
  await expect(page.getByText(searchTexts.noResultsFor('& | ! ( ) : *'))).toBeVisible();
});

test('offline, the search looks through the saved models only and says so', async ({ page }) => {
  await page.goto('/');
  await mirrorFilled(page);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));

  await page.goto('/search?q=fire');
  await expect(page.getByText(searchTexts.offline, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Models \([1-9]\d*\)$/ }).getByRole('link', { name: 'Firebird', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^Posts/ })).toHaveCount(0);

  await searchBox(page).fill('gto');
  await expect(results(page).getByRole('option', { name: /GTO/ })).toBeVisible();
  await expect(page.getByRole('banner').getByText(searchTexts.offline, { exact: true })).toBeVisible();
});

test('on a 360px phone the search sits in the menu and its results fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menu = await openPhoneMenu(page);
  const box = searchBox(page);
  await box.fill('firebird');
  const firebird = results(page).getByRole('option', { name: /^Firebird/ });
  await expect(firebird).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await firebird.click();
  await expect(page).toHaveURL(/\/pontiac\/firebird$/);
  // Choosing a result closes the menu.
  await expect(menu).toBeHidden();
});

test('what is typed into the search of a prerendered page before its code has run is kept and searched', async ({ page }) => {
  // The app's code is held back until the text is typed: the page is the prerendered HTML alone until then.
  let release = () => {};
  const codeHeldBack = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await codeHeldBack;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const box = searchBox(page);
  await box.fill('gt');
  release();
  await expect(group(page, searchTexts.models).getByRole('option', { name: /GTO/ })).toBeVisible();
  await expect(box).toHaveValue('gt');
});
