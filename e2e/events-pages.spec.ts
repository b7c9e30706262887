import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { EVENT_PAGE_DEFAULT_LIMIT } from '../shared/events/list';
import { eventDetailSchema } from '../shared/events/responses';
import { eventTexts } from '../shared/events/texts';
import { baseURL } from '../playwright.config';
import { newMember, registerViaForm } from './support';

/** More upcoming events than one page holds, dated after every other test's events so they come last. */
const PER_MEMBER = 9;
const MEMBERS = Math.ceil((EVENT_PAGE_DEFAULT_LIMIT + 1) / PER_MEMBER);
const organizers: APIRequestContext[] = [];
const created: Array<{ organizer: APIRequestContext; id: string; title: string }> = [];
const stamp = Date.now();

test.beforeAll(async () => {
  test.setTimeout(60_000);
  for (let member = 0; member < MEMBERS; member += 1) {
    const organizer = await playwrightRequest.newContext({ baseURL });
    organizers.push(organizer);
    expect((await organizer.post('/api/auth/register', { data: newMember(`Paging organizer ${member}`) })).status()).toBe(201);
    for (let index = 0; index < PER_MEMBER; index += 1) {
      const number = member * PER_MEMBER + index;
      const title = `Paged meet ${stamp} #${String(number).padStart(2, '0')}`;
      const eventDate = new Date(Date.UTC(2099, 0, 1, 10, number)).toISOString();
      const response = await organizer.post('/api/events', {
        data: { title, description: 'On a later page.', eventDate, location: 'Lot' },
      });
      expect(response.status()).toBe(201);
      created.push({ organizer, id: eventDetailSchema.parse(await response.json()).id, title });
    }
  }
});

// Other browser tests read the first page of the whole list: these events leave it as they came.
test.afterAll(async () => {
  for (const { organizer, id } of created) await organizer.delete(`/api/events/${id}`);
  for (const organizer of organizers) await organizer.dispose();
});

test('with more upcoming events than a page, "Load more" shows the next ones, from the keyboard too', async ({ page }) => {
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  const last = created.at(-1)!.title;
  await page.goto('/events');
  await expect(upcoming.getByRole('article').first()).toBeVisible();
  await expect(upcoming.getByRole('article')).toHaveCount(EVENT_PAGE_DEFAULT_LIMIT);
  await expect(upcoming.getByRole('heading', { name: last })).toHaveCount(0);

  const loadMore = upcoming.getByRole('button', { name: 'Load more upcoming events' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(upcoming.getByRole('heading', { name: last })).toBeVisible();
  // Focus goes on to the first event of the new page.
  await expect(upcoming.getByRole('article').nth(EVENT_PAGE_DEFAULT_LIMIT).getByRole('link')).toBeFocused();
  // Each event once, and no further page once all are shown.
  const titles = await upcoming.getByRole('article').getByRole('heading').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
  for (const { title } of created) expect(titles).toContain(title);
  await expect(loadMore).toHaveCount(0);
});

test('with no events at all, a member is invited to create the first one', async ({ page }) => {
  await registerViaForm(page, newMember('First Organizer'));
  // The run's database has other tests' events: the list is answered as a new install's API answers it.
  await page.route('**/api/events?*', (route) => route.fulfill({ json: [] }));
  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(upcoming).toContainText(eventTexts.noEventsYet);
  await upcoming.getByRole('link', { name: eventTexts.createFirstEvent }).click();
  await expect(page).toHaveURL('/events/create');
  await expect(page.getByLabel('Title')).toBeVisible();
});
