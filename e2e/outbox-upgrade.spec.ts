import { expect, test, type Page } from '@playwright/test';
import { currentUserSchema } from '../shared/auth/current-user';
import { postPageSchema } from '../shared/community/responses';
import { newMember, serverEventsTitled } from './support';

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

test('writes an older version queued on the device are kept through the upgrade to one outbox and each reaches the server once', async ({
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
  const older = { member: { id: member.id, name: member.name }, eventTitle: `Kept event ${stamp}`, postTitle: `Kept post ${stamp}` };
  await leaveOlderOutbox(page, older);

  // Today's app starts on the device: it opens the outbox (upgrading it) and sends what waits there.
  await page.goto('/events');

  await expect.poll(() => queuedWrites(page), { timeout: 30_000 }).toBe(0);
  await expect.poll(async () => (await serverEventsTitled(request, older.eventTitle)).length).toBe(1);
  const { items } = postPageSchema.parse(await (await request.get('/api/posts?community=gto&sort=new&limit=50')).json());
  expect(items.filter((post) => post.title === older.postTitle)).toHaveLength(1);
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
});
