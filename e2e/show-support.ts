import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { baseURL as appURL } from '../playwright.config';
import { startNetworkProxy, type NetworkCondition, type NetworkProxy } from './network-proxy';
import { showBundleSchema, showEntrySchema, showResultsSchema, showSchema, type Show } from '../shared/shows/responses';
import type { ShowSetupInput } from '../shared/shows/schemas';
import { garageCarSchema } from '../shared/users/profile';
import { eventDetailSchema } from '../shared/events/responses';
import { showTexts } from '../shared/shows/texts';
import { newMember, serviceWorkerControls } from './support';

/** Show-day set-up for the browser tests, through the API (the screens under test come after). */

/** A new member signed in on `request` (a page's `page.request` signs its browser context in). */
export async function signUp(request: APIRequestContext, name: string) {
  const member = newMember(name);
  expect((await request.post('/api/auth/register', { data: member })).status()).toBe(201);
  return member;
}

export interface ClassDraft {
  name: string;
  modelSlug?: string;
  yearFrom?: number;
  yearTo?: number;
  scoreSheet?: Array<{ name: string; maxPoints: number }>;
  judgeUsernames?: string[];
}

/** An event made a show by its organiser (`request` signed in), registration open. */
export async function createShow(request: APIRequestContext, title: string, classes: ClassDraft[], extra: Partial<ShowSetupInput> = {}) {
  const created = await request.post('/api/events', {
    data: { title, description: 'Pontiacs on the grass.', eventDate: '2031-06-01T16:00:00.000Z', location: 'Fairground' },
  });
  expect(created.status()).toBe(201);
  const { id } = eventDetailSchema.parse(await created.json());
  const setup = await request.put(`/api/events/${id}/show`, { data: { registrationOpen: true, classes, schedule: [], ...extra } });
  expect(setup.status()).toBe(200);
  return showSchema.parse(await setup.json());
}

/**
 * A POST as a client at a show makes it: a 503 (the server turning a request away before handling it, when it would
 * wait too long for the database) is tried again after its Retry-After, as the app's outbox does.
 */
async function postAsClient(request: APIRequestContext, url: string, data: unknown) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await request.post(url, { data });
    if (answer.status() !== 503 || attempt === 5) return answer;
    await new Promise((resolve) => setTimeout(resolve, Math.min(Number(answer.headers()['retry-after'] ?? 1), 5) * 1_000));
  }
}

export async function addCar(request: APIRequestContext, modelSlug: string, year: number, trim?: string) {
  const created = await postAsClient(request, '/api/garage', { modelSlug, year, trim });
  expect(created.status()).toBe(201);
  return garageCarSchema.parse(await created.json());
}

/** A member (`request`) brings a new car of their garage (with its trim, if given) into a class; answers the entry with its number. */
export async function enterCar(request: APIRequestContext, show: Show, className: string, modelSlug: string, year: number, trim?: string) {
  const car = await addCar(request, modelSlug, year, trim);
  const showClass = show.classes.find((item) => item.name === className);
  const entered = await postAsClient(request, `/api/shows/${show.eventId}/entries`, {
    id: crypto.randomUUID(),
    carId: car.id,
    classId: showClass?.id,
  });
  expect(entered.status()).toBe(201);
  return showEntrySchema.parse(await entered.json());
}

/** An organiser's show of one class, GTO, with a GTO of each of `years` entered (by the organiser), People's Choice open. */
export async function gtoShowVoting(request: APIRequestContext, title: string, years: readonly number[]) {
  await signUp(request, 'Olive Organiser');
  const show = await createShow(request, title, [{ name: 'GTO', modelSlug: 'gto' }]);
  for (const year of years) await enterCar(request, show, 'GTO', 'gto', year);
  expect((await request.post(`/api/shows/${show.eventId}/voting`, { data: { action: 'open' } })).status()).toBe(200);
  return show;
}

/** A member's phone (`page`, signed up as `name`) saves a show for offline from its page at `path`, under the service worker. */
export async function saveShowOnPhone(page: Page, name: string, path: string) {
  await signUp(page.request, name);
  await page.goto(path);
  await serviceWorkerControls(page);
  await page.getByRole('button', { name: showTexts.saveForOffline }).click();
  await expect(page.getByText(/^Saved, updated/)).toBeVisible({ timeout: 30_000 });
}

/** The first class's cars that have votes on the server, as [car number, votes]. */
export async function votedCars(request: APIRequestContext, eventId: string) {
  const results = showResultsSchema.parse(await (await request.get(`/api/shows/${eventId}/results`)).json());
  return results.classes[0]?.standings.filter((car) => car.votes > 0).map((car) => [car.carNumber, car.votes]);
}

/** The show's entries as the server holds them (public). */
export async function serverEntries(request: APIRequestContext, eventId: string) {
  const answer = await request.get(`/api/shows/${eventId}/offline`);
  return showBundleSchema.parse(await answer.json()).entries;
}

/** The app under the service worker at `path`, the member known, ready to go offline. */
export async function openUnderServiceWorker(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Once the server answers again, pages notice within the probe's back-off (at most 10 s) and send what waits. */
export const BACK_ONLINE = { timeout: 30_000 };

/**
 * A show-day spec's network: every page of the file talks to the app through a proxy of its own on `port` (so the
 * service worker's requests are cut too), back to normal after each test. Call at the top of the spec file.
 */
export function throughProxy(port: number) {
  const network: { proxy?: NetworkProxy } = {};
  test.use({ baseURL: `http://localhost:${port}` });
  test.beforeAll(async () => {
    network.proxy = await startNetworkProxy({ upstream: appURL, port });
  });
  test.afterAll(async () => {
    await network.proxy?.close();
  });
  test.afterEach(() => network.proxy?.set('normal'));
  return {
    set: (condition: NetworkCondition) => network.proxy?.set(condition),
    /** A device (its own browser context, through the proxy) signed in as `account`, or as a new member named `name`. */
    async device(browser: Browser, who: { account: { email: string; password: string } } | { name: string }) {
      const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
      const page = await context.newPage();
      if ('name' in who) await signUp(page.request, who.name);
      else expect((await page.request.post('/api/auth/login', { data: who.account })).status()).toBe(200);
      return { context, page };
    },
  };
}
