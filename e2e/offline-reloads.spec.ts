import { expect, test, type APIRequestContext, type BrowserContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { currentUserSchema } from '../shared/auth/current-user';
import { sessionResources } from '../shared/auth/resources';
import { forumListResources } from '../shared/community/list-resources';
import { postResources } from '../shared/community/resources';
import { eventResources } from '../shared/events/resources';
import { resourceKey } from '../shared/http/resource';
import { MEMBER_OFFLINE_LABEL, OFFLINE_DESCRIPTION } from '../shared/pwa/texts';
import { newMember, readStoredRow, registerViaForm, serviceWorkerControls } from './support';

/**
 * What a member opened online stays readable with no signal, however often the page is reloaded, and after the
 * browser is closed and opened again: the device's copy is only ever replaced by a newer answer. Each device is a
 * browser profile on disk (a persistent context), so closing and reopening it keeps its storage like a phone does.
 */

type Playwright = PlaywrightWorkerArgs['playwright'];
type Device = { context: BrowserContext; page: Page };

const RELOADS = 3;

test.describe('offline reads survive every reload', () => {
  // Several pages, each reloaded four times offline, in two browsers: far longer than one page's budget.
  test.describe.configure({ timeout: 240_000 });

  let profileDir: string;
  test.beforeEach(() => {
    profileDir = mkdtempSync(path.join(tmpdir(), 'pontiac-device-'));
  });
  test.afterEach(() => rmSync(profileDir, { recursive: true, force: true }));

  const DESKTOP = { width: 1280, height: 800 };
  const PHONE = { width: 390, height: 844 };

  async function openDevice({ playwright, baseURL }: { playwright: Playwright; baseURL: string }, viewport = DESKTOP): Promise<Device> {
    const { launchOptions } = test.info().project.use;
    const context = await playwright.chromium.launchPersistentContext(profileDir, {
      ...launchOptions,
      baseURL,
      viewport,
    });
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  }

  /** A member signed up through the API, on their own connection (never offline). */
  async function apiMember(playwright: Playwright, baseURL: string, name: string) {
    const request = await playwright.request.newContext({ baseURL });
    const member = newMember(name);
    const response = await request.post('/api/auth/register', {
      data: { name: member.name, email: member.email, password: member.password },
    });
    expect(response.status()).toBe(201);
    return { request, user: currentUserSchema.parse(await response.json()) };
  }

  async function createPost(request: APIRequestContext, title: string) {
    const response = await request.post('/api/posts', { data: { communitySlug: 'gto', title, body: 'Which plugs do you run?' } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function createEvent(request: APIRequestContext, title: string) {
    const response = await request.post('/api/events', {
      data: { title, description: 'Bring your Pontiac.', eventDate: '2031-06-01T18:30:00Z', location: 'Main St lot' },
    });
    expect(response.status()).toBe(201);
  }

  const savedCacheSchema = z.object({
    value: z
      .string()
      .transform((value): unknown => JSON.parse(value))
      .pipe(
        z.object({
          clientState: z.object({ queries: z.array(z.object({ queryKey: z.array(z.unknown()), state: z.object({ data: z.unknown() }) })) }),
        }),
      ),
  });

  /** Resolves once the device's saved query cache holds `text` in the answer of a query whose key starts with `key`. */
  async function savedCacheHolds(page: Page, key: unknown[], text: string) {
    const prefix = JSON.stringify(key).slice(0, -1);
    await expect
      .poll(async () => {
        const row = savedCacheSchema.safeParse(await readStoredRow(page, 'pontiac-hub-offline', 'kv', 'react-query-cache'));
        return (row.data?.value.clientState.queries ?? []).some(
          (query) => JSON.stringify(query.queryKey).startsWith(prefix) && JSON.stringify(query.state.data).includes(text),
        );
      }, `the device saved ${text} under ${prefix}`)
      .toBe(true);
  }

  interface Visit {
    url: string;
    shows: (page: Page) => ReturnType<Page['getByText']>;
    /** The key of the page's answer and a text in it, to know the device has saved it. */
    saved: [unknown[], string];
  }

  /** A post, its community's list and the events list, each with what shows it and the key it is saved under. */
  const forumAndEventVisits = (postId: string, postTitle: string, eventTitle: string): [Visit, Visit, Visit] => [
    {
      url: `/post/${postId}`,
      shows: (page) => page.getByRole('heading', { level: 1, name: postTitle }),
      saved: [resourceKey(postResources.detail, { params: { id: postId } }), postTitle],
    },
    {
      url: '/community/gto',
      shows: (page) => page.getByRole('link', { name: postTitle, exact: true }),
      saved: [resourceKey(forumListResources.posts, { query: { community: 'gto', sort: 'hot' } }), postTitle],
    },
    {
      url: '/events',
      shows: (page) => page.getByRole('link', { name: eventTitle }).first(),
      saved: [resourceKey(eventResources.list, { query: { when: 'upcoming' } }), eventTitle],
    },
  ];

  /** Opens each page online and waits until the device has saved it (a moment after it shows). */
  async function openEachOnline(page: Page, visits: Visit[]) {
    await page.goto('/events');
    await serviceWorkerControls(page);
    for (const visit of visits) {
      await page.goto(visit.url);
      await expect(visit.shows(page)).toBeVisible();
      await savedCacheHolds(page, ...visit.saved);
    }
  }

  /** Opens every page with no signal and checks it shows its content (and, for a member, the member). */
  async function readEachOffline(page: Page, visits: Visit[], memberName: string | null, round: string) {
    for (const visit of visits) {
      await page.goto(visit.url);
      await expect(visit.shows(page), `${round}: ${visit.url}`).toBeVisible();
      const header = page.getByRole('banner');
      if (memberName) {
        await expect(header.getByRole('button', { name: new RegExp(memberName) }), `${round}: member on ${visit.url}`).toBeVisible();
        await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      } else {
        await expect(header.getByRole('link', { name: 'Sign In' }), `${round}: visitor on ${visit.url}`).toBeVisible();
      }
    }
  }

  async function offlineRounds(device: Device, visits: Visit[], memberName: string | null) {
    await device.context.setOffline(true);
    for (let round = 1; round <= RELOADS; round += 1) await readEachOffline(device.page, visits, memberName, `offline load ${round}`);
  }

  test('a member: post, community, conversation and events, three offline reloads and a restart', async ({ playwright, baseURL }) => {
    const base = baseURL ?? '';
    const stamp = Date.now();
    const other = await apiMember(playwright, base, 'Bob Swapmeet');
    const postTitle = `Plugs for a 400 ${stamp}`;
    const eventTitle = `Cars and coffee ${stamp}`;
    const message = `Still have the Ram Air hood? ${stamp}`;

    let device = await openDevice({ playwright, baseURL: base });
    const member = await registerViaForm(device.page, newMember('Ann Roadtrip'));
    const me = currentUserSchema.parse(await (await device.page.request.get('/api/auth/me')).json());
    const request = device.page.request;
    const postId = await createPost(other.request, postTitle);
    await createEvent(request, eventTitle);
    const thread = (await (await request.post('/api/messages/threads', { data: { userId: other.user.id } })).json()) as { id: string };
    expect((await request.post(`/api/messages/threads/${thread.id}`, { data: { body: message } })).status()).toBe(201);

    const [post, community, events] = forumAndEventVisits(postId, postTitle, eventTitle);
    const conversation: Visit = {
      url: `/messages?thread=${thread.id}`,
      shows: (page) => page.getByRole('log', { name: 'Messages' }).getByText(message),
      // The conversation itself, not only the list that shows its last message.
      saved: [['/api/messages', 'member', me.id, 'threads', thread.id], message],
    };
    const visits = [post, community, conversation, events];

    // Online: each page opened once, so the device keeps it.
    await openEachOnline(device.page, visits);
    await savedCacheHolds(device.page, resourceKey(sessionResources.me), member.name);

    await offlineRounds(device, visits, member.name);
    // The header says the member is the one the device last knew, and what works offline.
    const header = device.page.getByRole('banner');
    await expect(header.getByRole('button', { name: `${member.name} (${MEMBER_OFFLINE_LABEL})` })).toBeVisible();
    await expect(header.getByRole('status').getByText(OFFLINE_DESCRIPTION)).toBeAttached();

    // Closed and opened again, still with no signal.
    await device.context.close();
    device = await openDevice({ playwright, baseURL: base });
    await device.context.setOffline(true);
    await readEachOffline(device.page, visits, member.name, 'after a restart');
    await device.context.close();
    await other.request.dispose();
  });

  test('a visitor on a phone: post, community and events, three offline reloads and a restart', async ({ playwright, baseURL }) => {
    const base = baseURL ?? '';
    const stamp = Date.now();
    const author = await apiMember(playwright, base, 'Cal Author');
    const postTitle = `Rally II wheels, 14 or 15 inch ${stamp}`;
    const eventTitle = `Tri-Power meet ${stamp}`;
    const postId = await createPost(author.request, postTitle);
    await createEvent(author.request, eventTitle);

    const visits = forumAndEventVisits(postId, postTitle, eventTitle);

    let device = await openDevice({ playwright, baseURL: base }, PHONE);
    await openEachOnline(device.page, visits);

    await offlineRounds(device, visits, null);

    await device.context.close();
    device = await openDevice({ playwright, baseURL: base }, PHONE);
    await device.context.setOffline(true);
    await readEachOffline(device.page, visits, null, 'after a restart');
    await device.context.close();
    await author.request.dispose();
  });
});
