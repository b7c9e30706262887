import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import sharp from 'sharp';
import { eventTexts, needsSignInAs } from '../shared/events/texts';
import { eventSummarySchema } from '../shared/events/responses';
import { unreadNotificationsResources } from '../shared/notifications/unread-resources';
import { IMAGE_MAX_BYTES } from '../shared/uploads/limits';
import {
  adminAccount,
  fillEventForm,
  newMember,
  onThisDevice,
  openEventsUnderServiceWorker,
  registerViaForm,
  serverEventsTitled,
  signInViaForm,
} from './support';

/** A solid-colour JPEG, small enough for any limit. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/** A 12 MP photo of noise: well over the 5 MB upload limit until the device downscales it. */
async function largePhonePhoto() {
  const [width, height] = [4000, 3000];
  const buffer = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer };
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** Empties the events list through the API, as the admin (other browser tests create events too). */
async function deleteAllEvents(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/login', { data: adminAccount() });
  expect(signIn.ok()).toBe(true);
  // The list comes a page at a time: the first page again until it is empty.
  const firstPage = async () => eventSummarySchema.array().parse(await (await request.get('/api/events?limit=100')).json());
  for (let list = await firstPage(); list.length > 0; list = await firstPage()) {
    for (const event of list) expect((await request.delete(`/api/events/${event.id}`)).status()).toBe(204);
  }
}

test('a visitor sees no Create Event button, "Login to Create Event" on an empty list, and must sign in to create', async ({
  page,
  request,
}) => {
  await deleteAllEvents(request);
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByText('No upcoming events yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: eventTexts.createEvent, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: eventTexts.loginToCreateButton }).click();
  await expect(page).toHaveURL('/auth/login');

  await page.goto('/events/create');
  await expect(page.getByRole('heading', { name: eventTexts.authenticationRequired })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL('/auth/login');
});

test('a member creates an event with 2 photos, sees it, and a stranger sees it without Edit or Delete', async ({
  page,
  browser,
  request,
}) => {
  // A long walk (two members, a 12 MP photo downscaled in the browser): more than the default on a busy machine.
  test.setTimeout(90_000);
  await registerViaForm(page);
  await page.goto('/events');
  await page.getByRole('link', { name: eventTexts.createEvent, exact: true }).click();

  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  for (const message of [
    eventTexts.titleRequired,
    eventTexts.descriptionRequired,
    eventTexts.eventDateRequired,
    eventTexts.locationRequired,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Title')).toBeFocused();

  const title = `Cruise night ${Date.now()}`;
  await fillEventForm(page, { title, location: 'Woodward Ave' });
  await page.getByLabel('Contact Email').fill('not-an-email');
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  await expect(page.getByText('Contact email must be a valid email address')).toBeVisible();
  await page.getByLabel('Contact Email').fill('club@example.com');
  await page.getByLabel('Max Attendees').fill('40');
  await page.getByLabel('Free event').uncheck();
  await page.getByLabel('Price (in cents)').fill('1250');
  await expect(page.getByText('That is $12.50.')).toBeVisible();
  await page.getByLabel('Add photos').setInputFiles([await photo('red.jpg', '#c00'), await largePhonePhoto()]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();

  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').getByText(eventTexts.created)).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  await expect(page.getByText('$12.50')).toBeVisible();
  await expect(page.getByText('club@example.com')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  const eventUrl = page.url();

  // The 12 MP photo was over the limit as chosen; it reached the server only because the device downscaled it.
  expect((await largePhonePhoto()).buffer.length).toBeGreaterThan(IMAGE_MAX_BYTES);
  const [stored] = await serverEventsTitled(request, title);
  expect(stored).toMatchObject({ imageCount: 2, isFree: false, price: 1250 });

  await page.goto('/events');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('2 photos')).toBeVisible();
  await expect(card.getByText('$12.50')).toBeVisible();
  await expect(card.getByText('Woodward Ave')).toBeVisible();

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await registerViaForm(strangerPage);
  await strangerPage.goto(eventUrl);
  await expect(strangerPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: /^Share/ })).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(strangerPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(strangerPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await strangerPage.goto(`${eventUrl}/edit`);
  await expect(strangerPage.getByRole('alert')).toHaveText(eventTexts.organizerOrAdminRequired);
  await stranger.close();
});

test('the organizer edits an event and removes a photo; the file picker stops at 5 photos', async ({ page }) => {
  await registerViaForm(page);
  await page.goto('/events/create');
  const title = `Swap meet ${Date.now()}`;
  await fillEventForm(page, { title });
  const picker = page.getByLabel('Add photos');
  await picker.setInputFiles([await photo('1.jpg', '#111'), await photo('2.jpg', '#222')]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  await picker.setInputFiles(await Promise.all(['3', '4', '5', '6'].map((name) => photo(`${name}.jpg`, '#333'))));
  await expect(page.getByRole('status').getByText(eventTexts.maxImages)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  await picker.setInputFiles(await Promise.all(['3', '4', '5'].map((name) => photo(`${name}.jpg`, '#444'))));
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(5);
  await expect(picker).toBeDisabled();
  await page.getByRole('button', { name: 'Remove photo 5' }).click();
  await expect(picker).toBeEnabled();
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(4);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} (moved)`);
  await page.getByLabel('Location').fill('County fairgrounds');
  await page.getByRole('button', { name: 'Delete current photo 1' }).click();
  await expect(page.getByRole('list', { name: 'Current photos' }).getByRole('img')).toHaveCount(3);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByRole('heading', { name: `${title} (moved)`, level: 1 })).toBeVisible();
  await expect(page.getByText('County fairgrounds')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^swap-meet-\d+-moved\.ics$/);
  const calendar = await readFile(await file.path(), 'utf8');
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar.replace(/\r\n /g, '')).toContain(`SUMMARY:${title} (moved)`);
});

test("an admin deletes a member's event after confirming", async ({ page, browser }) => {
  const organizer = await browser.newContext();
  const organizerPage = await organizer.newPage();
  await registerViaForm(organizerPage);
  await organizerPage.goto('/events/create');
  const title = `Rally ${Date.now()}`;
  await fillEventForm(organizerPage, { title });
  await organizerPage.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  await expect(organizerPage).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventUrl = organizerPage.url();
  await organizer.close();

  await signInViaForm(page, adminAccount());
  await expect(page).toHaveURL('/admin');
  await page.goto(eventUrl);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: eventTexts.deleteConfirmTitle });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('status').getByText(eventTexts.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await page.goto(eventUrl);
  await expect(page.getByRole('heading', { name: eventTexts.notFound })).toBeVisible();
});

test('offline: an event with a photo waits on the device through a reload and reaches the server exactly once', async ({
  page,
  context,
  request,
}) => {
  await registerViaForm(page);
  await openEventsUnderServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: eventTexts.createEvent, exact: true }).click();
  const title = `Car park meet ${Date.now()}`;
  await fillEventForm(page, { title, location: 'Fairgrounds, gate 3' });
  await page.getByLabel('Add photos').setInputFiles([await photo('gto.jpg', '#0a0')]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();

  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('status').getByText(eventTexts.queuedTitle)).toBeVisible();
  const queued = onThisDevice(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(queued.getByText(eventTexts.waitingToSend)).toBeVisible();

  await page.reload();
  await expect(queued.getByText(eventTexts.waitingToSend)).toBeVisible();
  // Started with no signal, the app cannot ask who is signed in; the member last seen here may still queue events.
  await expect(page.getByRole('link', { name: eventTexts.createEvent, exact: true })).toBeVisible();
  await expect(queued.getByText('1 waiting')).toBeVisible();
  expect(await serverEventsTitled(request, title)).toHaveLength(0);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverEventsTitled(request, title)).map((event) => event.imageCount), { timeout: 15_000 })
    .toEqual([1]);
  await expect(onThisDevice(page)).toHaveCount(0);
  const sent = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(sent.getByText('1 photo', { exact: true })).toBeVisible();

  // Later starts send nothing more: a reload (the worker and the page both try again) leaves one event, one photo.
  await page.reload();
  await expect(sent).toBeVisible();
  await expect(onThisDevice(page)).toHaveCount(0);
  expect((await serverEventsTitled(request, title)).map((event) => event.imageCount)).toEqual([1]);
});

test("a queued event is only ever sent under its own member's session: after a sign-out it waits for them to sign in again", async ({
  page,
  context,
  request,
}) => {
  const member = await registerViaForm(page);
  await openEventsUnderServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: eventTexts.createEvent, exact: true }).click();
  const title = `Late night cruise ${Date.now()}`;
  await fillEventForm(page, { title });
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  await expect(page).toHaveURL('/events');

  // The session ends while the device is offline (expired, or signed out elsewhere).
  await context.clearCookies();
  await context.setOffline(false);
  const queued = onThisDevice(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(queued.getByText(eventTexts.needsSignIn, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(queued.getByText(needsSignInAs(member.name))).toBeVisible();

  // Someone else signing in on this device does not send it under their name.
  await registerViaForm(page, newMember('Ada Lovelace'));
  await page.goto('/events');
  await expect(queued.getByText(needsSignInAs(member.name))).toBeVisible();
  expect(await serverEventsTitled(request, title)).toHaveLength(0);

  await signInViaForm(page, member);
  await expect.poll(async () => (await serverEventsTitled(request, title)).length, { timeout: 15_000 }).toBe(1);
  const [stored] = await serverEventsTitled(request, title);
  expect(stored?.organizer.name).toBe(member.name);
  await page.goto('/events');
  await expect(onThisDevice(page)).toHaveCount(0);
});

test('creating online after the session has ended says "Please log in to create an event" and sends the event after sign-in', async ({
  page,
  context,
  request,
}) => {
  // Every request on its way, the page's and its worker's, but the live bell's stream, open as long as the page is.
  const onTheirWay = new Set<Request>();
  context.on('request', (sent) => {
    if (new URL(sent.url()).pathname !== unreadNotificationsResources.stream.path) onTheirWay.add(sent);
  });
  context.on('requestfinished', (done) => onTheirWay.delete(done));
  context.on('requestfailed', (failed) => onTheirWay.delete(failed));
  const member = await registerViaForm(page);
  await page.goto('/events');
  await page.getByRole('link', { name: eventTexts.createEvent, exact: true }).click();
  const title = `Expired session meet ${Date.now()}`;
  await fillEventForm(page, { title });
  // No answer still on its way (the page's, or the worker's first precache) may bring the rolling session
  // cookie back after it is cleared.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => onTheirWay.size, { timeout: 15_000 }).toBe(0);
  await context.clearCookies();
  expect(await context.cookies()).toEqual([]);
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();

  await expect(page.getByRole('status').getByText(eventTexts.loginToCreate)).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  expect(await serverEventsTitled(request, title)).toHaveLength(0);

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(async () => (await serverEventsTitled(request, title)).length, { timeout: 15_000 }).toBe(1);
});

test('a queued event can be discarded before it is sent, and then never reaches the server', async ({ page, context, request }) => {
  await registerViaForm(page);
  await openEventsUnderServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: eventTexts.createEvent, exact: true }).click();
  const title = `Cancelled meet ${Date.now()}`;
  await fillEventForm(page, { title });
  await page.getByRole('button', { name: eventTexts.createEvent, exact: true }).click();
  const queued = onThisDevice(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(queued.getByText(eventTexts.waitingToSend)).toBeVisible();

  await queued.getByRole('button', { name: `Discard ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard this queued event?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(queued).toBeVisible();
  await queued.getByRole('button', { name: `Discard ${title}` }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(onThisDevice(page)).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  expect(await serverEventsTitled(request, title)).toHaveLength(0);
});
