import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { currentUserSchema } from '../shared/auth/current-user';
import { postPageSchema, postSchema } from '../shared/community/responses';
import { communityTexts } from '../shared/community/texts';
import { showWriteTexts } from '../pwa/src/features/shows/entry/writeTexts';
import { DEVICE_VERSION, deviceVersions } from '../pwa/src/device/deviceSchema';
import { DEVICE_VERSION_KEY, MIRROR_DB_NAME, SHOW_PICTURES_CACHE } from '../pwa/src/device/names';
import { createShow, enterCar } from './show-support';
import { newMember, readStoredRow, serverEventsTitled } from './support';

/**
 * A device an older version of the app left things on (every store in its old shape, pwa/src/device/deviceSchema.ts)
 * opens today's app: nothing queued or saved is lost.
 */

/** What an older version of the app left on a device: writes queued in the outbox's two tables (Dexie version 2). */
interface OlderOutbox {
  member: { id: string; name: string };
  eventTitle: string;
  postTitle: string;
}

/**
 * Writes the database as version 2 of the outbox stored it (IndexedDB version 20: Dexie stores its version × 10), on a
 * same-origin page that runs no app code, so nothing of today's app has opened it first.
 */
async function leaveOlderOutbox(page: Page, older: OlderOutbox) {
  await page.goto('/api/health');
  await page.evaluate(
    ({ member, eventTitle, postTitle }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pontiac-hub-outbox', 20);
        open.onupgradeneeded = () => {
          const db = open.result;
          db.createObjectStore('events', { keyPath: 'id' }).createIndex('queuedAt', 'queuedAt');
          db.createObjectStore('account', { keyPath: 'key' });
          const forum = db.createObjectStore('forum', { keyPath: 'id' });
          forum.createIndex('queuedAt', 'queuedAt');
          forum.createIndex('postId', 'postId');
        };
        open.onerror = () => reject(new Error(`outbox not opened: ${String(open.error)}`));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['events', 'forum', 'account'], 'readwrite');
          const eventId = crypto.randomUUID();
          const postId = crypto.randomUUID();
          const waiting = { state: 'waiting', lastError: null, attempts: 1 };
          tx.objectStore('events').put({
            id: eventId,
            payload: {
              id: eventId,
              title: eventTitle,
              description: 'Queued before the update',
              eventDate: '2031-05-01T10:00:00.000Z',
              location: 'Fairgrounds',
            },
            organizerId: member.id,
            organizerName: member.name,
            photos: [],
            eventCreated: false,
            ...waiting,
            queuedAt: '2026-11-20T09:00:00.000Z',
          });
          tx.objectStore('forum').put({
            kind: 'post',
            id: postId,
            payload: { id: postId, title: postTitle, body: 'Written offline last week', communitySlug: 'gto' },
            communityName: 'GTO',
            memberId: member.id,
            memberName: member.name,
            ...waiting,
            queuedAt: '2026-11-20T09:01:00.000Z',
          });
          tx.objectStore('account').put({ key: 'last', id: member.id, name: member.name });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error(`rows not written: ${String(tx.error)}`));
        };
      }),
    older,
  );
}

/** What an older version kept beside its outbox: a starred car, the gate's check-in log, drafts and cached pictures. */
interface OlderKeeping {
  eventId: string;
  entryId: string;
  postId: string;
  checkInId: string;
  postDraftTitle: string;
  commentDraft: string;
}

/** A show picture the device saved, and a cache an older version kept under a name no longer declared. */
const SAVED_PICTURE = '/uploads/kept-before-the-update.jpg';
const UNDECLARED_CACHE = 'images-of-an-older-version';

/**
 * The shows database at its version 1 (IndexedDB 10) holding a star, the local settings as stored before device
 * version 5 (the check-in log under its own key, a comment draft as bare text, a post draft), and the caches.
 */
async function leaveOlderKeeping(page: Page, older: OlderKeeping) {
  await page.evaluate(
    async ({ eventId, entryId, postId, checkInId, postDraftTitle, commentDraft, picture, undeclared, pictures }) => {
      localStorage.setItem(
        'pontiac-hub-check-ins',
        JSON.stringify([
          { id: checkInId, eventId, carNumber: 1, checkedInAt: '2031-06-01T15:02:00.000Z', answer: { alreadyCheckedIn: null } },
        ]),
      );
      localStorage.setItem(`pontiac-hub:draft:comment:${postId}`, commentDraft);
      localStorage.setItem(
        'pontiac-hub:post-draft',
        JSON.stringify({ communitySlug: 'gto', title: postDraftTitle, body: 'Half written before the update', url: '' }),
      );
      const image = { headers: { 'content-type': 'image/jpeg' } };
      await (await caches.open(pictures)).put(picture, new Response('saved picture', image));
      await (await caches.open(undeclared)).put('/uploads/old.jpg', new Response('old', image));
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pontiac-hub-shows', 10);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('saved', { keyPath: 'eventId' });
          open.result.createObjectStore('stars', { keyPath: ['eventId', 'kind', 'itemId'] }).createIndex('eventId', 'eventId');
        };
        open.onerror = () => reject(new Error(`shows not opened: ${String(open.error)}`));
        open.onsuccess = () => {
          const tx = open.result.transaction('stars', 'readwrite');
          tx.objectStore('stars').put({ eventId, kind: 'car', itemId: entryId });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(new Error(`star not written: ${String(tx.error)}`));
        };
      });
    },
    { ...older, picture: SAVED_PICTURE, undeclared: UNDECLARED_CACHE, pictures: SHOW_PICTURES_CACHE },
  );
}

const OLDER_REFRESH = '2026-11-01T08:00:00.000Z';

/**
 * The mirror as version 3 of the device schema left it, made by Dexie itself from the schema's own declarations on a
 * same-origin page of no app code: a model without the picture credit version 4 added, a value-guide row without the
 * id version 4 requires, and the snapshot's version (which version 4 forgets, so the next refresh is a full one).
 */
async function leaveOlderMirror(page: Page) {
  const dexie = await readFile(new URL('../node_modules/dexie/dist/dexie.js', import.meta.url), 'utf8');
  await page.route('**/older-app/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><script src="dexie.js"></script>' }),
  );
  await page.route('**/older-app/dexie.js', (route) => route.fulfill({ contentType: 'text/javascript', body: dexie }));
  await page.goto('/older-app/');
  const versions = deviceVersions
    .filter((step) => step.version <= 3)
    .map((step) => ({ version: step.version, stores: step.databases?.mirror?.stores ?? null }));
  await page.evaluate(
    async ({ name, versions, refreshedAt }) => {
      type Table = { put(row: object): Promise<unknown> };
      type OlderDexie = {
        version(version: number): { stores(stores: object): unknown };
        open(): Promise<unknown>;
        table(name: string): Table;
        close(): void;
      };
      const { Dexie } = window as unknown as { Dexie: new (name: string) => OlderDexie };
      const db = new Dexie(name);
      for (const { version, stores } of versions) if (stores) db.version(version).stores(stores);
      await db.open();
      await db.table('models').put({ slug: 'gto', name: 'GTO', headerImage: null, cardImage: null });
      await db.table('valuations').put({ modelSlug: 'gto', year: 1966, trim: 'base', concours: 90000 });
      await db.table('meta').put({ key: 'sync', lastRefreshAt: refreshedAt, generatedAt: refreshedAt, etag: '"before"' });
      db.close();
    },
    { name: MIRROR_DB_NAME, versions, refreshedAt: OLDER_REFRESH },
  );
  await page.unrouteAll();
}

/** How many writes the outbox holds now, in its one table; undefined until the upgrade has made it. */
const queuedWrites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | undefined>((resolve) => {
        const open = indexedDB.open('pontiac-hub-outbox');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('writes')) {
            db.close();
            return resolve(undefined);
          }
          const count = db.transaction('writes').objectStore('writes').count();
          count.onsuccess = () => resolve(count.result);
          db.close();
        };
        open.onerror = () => resolve(undefined);
      }),
  );

test('what an older version queued and saved on the device is all there after the upgrade, and each queued write reaches the server once', async ({
  page,
  request,
}) => {
  test.slow();
  const account = newMember('Upgrade Tester');
  const registered = await page.request.post('/api/auth/register', {
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(registered.status()).toBe(201);
  const member = currentUserSchema.parse(await registered.json());
  const stamp = Date.now();
  const show = await createShow(page.request, `Upgrade show ${stamp}`, [{ name: 'GTO' }]);
  const entry = await enterCar(page.request, show, 'GTO', 'gto', 1966);
  const posted = await page.request.post('/api/posts', {
    data: { id: crypto.randomUUID(), title: `Upgrade post ${stamp}`, body: 'Read before the update', communitySlug: 'gto' },
  });
  expect(posted.status()).toBe(201);
  const post = postSchema.parse(await posted.json());
  const older = { member: { id: member.id, name: member.name }, eventTitle: `Kept event ${stamp}`, postTitle: `Kept post ${stamp}` };
  const keeping = {
    eventId: show.eventId,
    entryId: entry.id,
    postId: post.id,
    checkInId: crypto.randomUUID(),
    postDraftTitle: `Kept draft ${stamp}`,
    commentDraft: `Kept comment ${stamp}`,
  };
  await leaveOlderMirror(page);
  await leaveOlderOutbox(page, older);
  await leaveOlderKeeping(page, keeping);

  // Today's app starts on the device: it opens the outbox (upgrading it) and sends what waits there.
  await page.goto('/events');

  await expect.poll(() => queuedWrites(page), { timeout: 30_000 }).toBe(0);
  await expect.poll(async () => (await serverEventsTitled(request, older.eventTitle)).length).toBe(1);
  const { items } = postPageSchema.parse(await (await request.get('/api/posts?community=gto&sort=new&limit=50')).json());
  expect(items.filter((item) => item.title === older.postTitle)).toHaveLength(1);
  // The old tables are gone with the upgrade: nothing is left that an older sender could send again.
  expect(
    await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('pontiac-hub-outbox');
          open.onsuccess = () => {
            resolve([...open.result.objectStoreNames]);
            open.result.close();
          };
        }),
    ),
  ).toEqual(['account', 'writes']);

  // The mirror opens at today's version and refills: a full refresh, newer than the one it held.
  await expect
    .poll(async () => {
      const meta = await readStoredRow(page, MIRROR_DB_NAME, 'meta', 'sync');
      return meta && typeof meta === 'object' && 'lastRefreshAt' in meta ? Date.parse(String(meta.lastRefreshAt)) : 0;
    })
    .toBeGreaterThan(Date.parse(OLDER_REFRESH));
  expect(await readStoredRow(page, MIRROR_DB_NAME, 'models', 'gto')).toHaveProperty('pictureCredit');

  // The local settings are in today's shape, the old key gone.
  expect(await page.evaluate((key) => localStorage.getItem(key), DEVICE_VERSION_KEY)).toBe(String(DEVICE_VERSION));
  expect(await page.evaluate(() => localStorage.getItem('pontiac-hub-check-ins'))).toBeNull();

  // The gate still lists the check-in made on this device, with the server's answer.
  await page.goto(`/events/${show.eventId}/check-in`);
  const checkIn = page.getByRole('listitem', { name: showWriteTexts.carNumber(1) });
  await expect(checkIn.getByText(showWriteTexts.checkedIn, { exact: true })).toBeVisible();

  // The starred car is still starred.
  await page.goto(`/events/${show.eventId}?tab=cars`);
  await expect(page.getByRole('button', { name: `Star car ${entry.carNumber}` })).toHaveAttribute('aria-pressed', 'true');

  // Both drafts come back in their forms.
  await page.goto('/post/new');
  await expect(page.getByLabel('Title')).toHaveValue(keeping.postDraftTitle);
  await page.goto(`/post/${post.id}`);
  await expect(page.getByLabel(communityTexts.comment, { exact: true })).toHaveValue(keeping.commentDraft);

  // The saved show's picture is still cached; the cache an older version named otherwise is gone.
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(UNDECLARED_CACHE);
  expect(
    await page.evaluate(async ({ name, url }) => (await (await caches.open(name)).match(url))?.text(), {
      name: SHOW_PICTURES_CACHE,
      url: SAVED_PICTURE,
    }),
  ).toBe('saved picture');
});
