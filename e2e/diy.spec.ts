import { expect, test, type Page } from '@playwright/test';
import { diyVideoSeeds } from '../api/seeders/data/diy-videos';

/** The count line of docs/product/screens.md: "Showing 1 video", "Showing 3 videos". */
const showing = (count: number) => `Showing ${count} ${count === 1 ? 'video' : 'videos'}`;

// Expected counts come from the seed data, so the test follows it when videos are added.
const total = diyVideoSeeds.length;
const general = diyVideoSeeds.filter((video) => video.category === 'general');
// A difficulty no general video has: category (server side) + difficulty (client side) leaves nothing.
const missingDifficulty = (['beginner', 'intermediate', 'advanced'] as const).find(
  (level) => !general.some((video) => video.difficulty === level),
);

const countLine = (page: Page) => page.getByText(/^Showing \d+ videos?$/);

test('the DIY page filters down to no videos and back with Clear Filters, keeping filters in the URL', async ({ page }) => {
  // The seed data must leave one combination empty for this walk; fail loudly if it stops doing so.
  expect(missingDifficulty, 'a difficulty that no general video has').toBeDefined();
  await page.goto('/diy');
  await expect(page.getByRole('heading', { level: 1, name: 'DIY Videos' })).toBeVisible();
  await expect(countLine(page)).toHaveText(showing(total));
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('article')).toHaveCount(total);

  const filters = page.getByRole('search', { name: 'Filter videos' });
  await filters.getByLabel('Category').selectOption('general');
  await expect(page).toHaveURL(/[?&]category=general/);
  await expect(countLine(page)).toHaveText(showing(general.length));

  await filters.getByLabel('Difficulty').selectOption(missingDifficulty!);
  await expect(page).toHaveURL(new RegExp(`[?&]difficulty=${missingDifficulty}`));
  await expect(page.getByRole('heading', { name: 'No videos found' })).toBeVisible();
  await expect(countLine(page)).toHaveText(showing(0));

  // The filters survive a reload: they live in the URL.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No videos found' })).toBeVisible();
  await expect(filters.getByLabel('Category')).toHaveValue('general');

  await filters.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/diy$/);
  await expect(countLine(page)).toHaveText(showing(total));
  await expect(page.getByRole('heading', { name: 'No videos found' })).toHaveCount(0);
});

test('a card swaps its thumbnail for the privacy-enhanced player on play', async ({ page }) => {
  await page.goto('/diy');
  const first = page.getByRole('list', { name: 'Videos' }).getByRole('article').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  // Keep the test offline: the embedded player itself is not loaded.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ body: '<html></html>', contentType: 'text/html' }));
  await first.getByRole('button', { name: `Play ${title}` }).click();
  const player = first.locator('iframe');
  await expect(player).toHaveAttribute('title', title);
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
});
