import { hashKey, type Query } from '@tanstack/react-query';
import { emailAddressResources } from '@shared/auth/email-address-resources';
import { resourceKey } from '@shared/http/resource';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { AsyncStorage, PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import { version } from '../../../package.json';
import { isMemberOwnedKey, memberKeyOwner } from '@/http/memberOwnedKeys';
import { queryKeys } from '@/http/queryKeys';
import { afterFirstScreen } from './afterFirstScreen';
import { databaseExists } from './databaseExists';
import { MIRROR_DB_NAME } from '@/device/names';
import { isServedFromMirror } from './mirrorServed';
import { settleAfter } from '../network/settleAfter';
import { healthAddresses } from '@shared/health/addresses';
import { catalogueAddresses } from '@shared/catalogue/addresses';

/** A persisted cache older than this is dropped on start (and queries live this long in memory to be saved). */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 3_600_000;

/**
 * A new app version starts from an empty cache, since cached answers may no longer fit its schemas.
 * The package version stands in for a build id until the build defines one. The keys' shape has its own number,
 * raised whenever a key's shape changes (a member's own queries are `[root, 'member', memberId, …]`,
 * http/memberOwnedKeys.ts): a cache saved under an earlier shape, whose member keys the app no longer recognises, is
 * dropped rather than kept for anyone.
 */
const QUERY_KEY_SHAPE = 3;
export const CACHE_BUSTER = `pontiac-hub@${version}+keys.${QUERY_KEY_SHAPE}`;

/**
 * The persisted cache goes into the mirror's `kv` table: IndexedDB, unlike localStorage, has room for it.
 * Dexie is imported on first use so it stays out of the first route's bundle.
 */
const kv = () => import('./db').then((module) => module.mirrorDb.kv);
const mirrorExists = () => databaseExists(MIRROR_DB_NAME);
const firstScreenDone = () => new Promise<void>((resolve) => afterFirstScreen(resolve));

/** Longest wait, on a first visit, for the service worker to create the database (below), and how often to look. */
const WORKER_DATABASE_WAIT_MS = 10_000;
const WORKER_DATABASE_POLL_MS = 250;

/**
 * On a first visit the service worker creates the database as it activates (service-worker/sw.ts), off the page's
 * main thread: creating it here (Dexie's open and version upgrade) would be a long task while the page starts. So
 * the first write waits for the first screen, then for the database, at most WORKER_DATABASE_WAIT_MS (a worker may
 * be blocked, unsupported or slow to install: the page then creates the database itself).
 */
async function untilWorkerMayHaveCreatedDatabase(): Promise<void> {
  await firstScreenDone();
  if (!('serviceWorker' in navigator)) return;
  for (const deadline = Date.now() + WORKER_DATABASE_WAIT_MS; Date.now() < deadline;) {
    if (await mirrorExists()) return;
    await settleAfter(WORKER_DATABASE_POLL_MS, undefined);
  }
}

/** One wait for every write: the persister writes again each second, and each write need not look on its own. */
let databaseWait: Promise<void> | undefined;
const untilDatabaseMayBeCreated = () => (databaseWait ??= untilWorkerMayHaveCreatedDatabase());

const kvStorage = {
  // No database yet (a first visit): nothing was stored, and asking would create the database while the page starts.
  getItem: async (key) => ((await mirrorExists()) ? ((await (await kv()).get(key))?.value ?? null) : null),
  setItem: async (key, value) => {
    if (!(await mirrorExists())) await untilDatabaseMayBeCreated();
    await (await kv()).put({ key, value });
  },
  removeItem: async (key) => {
    if (await mirrorExists()) await (await kv()).delete(key);
  },
} satisfies AsyncStorage<string>;

/**
 * Profiles and the admin panel stay out of storage: they belong to whoever is signed in now (shared devices). The
 * health checks say how the server is now, never later.
 * Mirror answers stay out too: the mirror is already stored, and keeping them would lose the "offline copy" note
 * after a reload. A member's messages, notifications, part of a show and own profile and garage are kept under their
 * owner's id only (below).
 */
const PRIVATE_PREFIXES = [queryKeys.users.all[0], queryKeys.admin.all[0], healthAddresses.alive, healthAddresses.ready];
/** The member's sign-in address: read when their account settings open, never stored. */
const accountDetailsKey = hashKey(resourceKey(emailAddressResources.details));
/** The member's photo offers: where they stand is read online, never stored. */
const ownPhotoOffersKey = hashKey(resourceKey({ path: catalogueAddresses.ownPhotoOffers }));

/**
 * A query is kept while it holds an answer, whatever its last attempt did: a refresh that failed offline leaves the
 * query in an `error` state that still holds the last answer, and dropping it then would empty the page on the next
 * offline reload. Only a newer answer replaces it, and a 404 removes it (http/queryClient.ts).
 */
const holdsAnswer = (query: Query) => query.state.data !== undefined;

/**
 * A member's conversations, notifications, their part of a show and their own profile and garage are kept so they read
 * offline, but only under their owner's id (every such key holds it): the screens ask for the current member's keys
 * only, and the previous member's are dropped on sign-out or when someone else signs in (http/memberOwnedKeys.ts,
 * forgetMemberDataNotOf).
 */
const shouldPersistMemberOwned = (query: Query) => memberKeyOwner(query.queryKey) !== null && holdsAnswer(query);

/**
 * Queries the mirror answers (marked `meta.mirrored` by useMirroredQuery) are not persisted: the mirror is their
 * one offline copy, and a second, persisted copy could be older and would be shown instead after an offline reload.
 * The signed-in member (`/api/auth/me`) is kept, so that offline the app still shows who it last knew; online the
 * server's answer replaces it at start (a 401 makes it null), and signing out stores null.
 */
export function shouldPersist(query: Query): boolean {
  if (query.meta?.mirrored) return false;
  if (isMemberOwnedKey(query.queryKey)) return shouldPersistMemberOwned(query);
  const [base] = query.queryKey;
  if (typeof base === 'string' && PRIVATE_PREFIXES.some((prefix) => base.startsWith(prefix))) return false;
  if (query.queryHash === accountDetailsKey || query.queryHash === ownPhotoOffersKey) return false;
  return holdsAnswer(query) && !isServedFromMirror(query.queryHash);
}

const storagePersister = createAsyncStoragePersister({ storage: kvStorage, key: 'react-query-cache' });

/**
 * An empty cache is not written while there is no database yet: a first visit that only read mirrored data (the
 * home page, the model list) would otherwise create the database on the page's main thread just to store nothing.
 */
const persister: Persister = {
  ...storagePersister,
  persistClient: async (client) => {
    const { queries, mutations } = client.clientState;
    if (queries.length === 0 && mutations.length === 0 && !(await mirrorExists())) return;
    await storagePersister.persistClient(client);
  },
};

export const persistOptions = {
  persister,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
} satisfies Omit<PersistQueryClientOptions, 'queryClient'>;
