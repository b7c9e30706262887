import type { Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { AsyncStorage, PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import { version } from '../../../package.json';
import { afterFirstScreen } from './afterFirstScreen';
import { databaseExists } from './databaseExists';
import { declaredKept } from '@/device/keptReads';
import { MIRROR_DB_NAME } from '@/device/names';
import { isServedFromMirror } from './mirrorServed';
import { settleAfter } from '../network/settleAfter';

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
 * A query is kept while it holds an answer, whatever its last attempt did: a refresh that failed offline leaves the
 * query in an `error` state that still holds the last answer, and dropping it then would empty the page on the next
 * offline reload. Only a newer answer replaces it, and a 404 removes it (http/queryClient.ts).
 */
const holdsAnswer = (query: Query) => query.state.data !== undefined;

/**
 * What the device keeps is what each read's declaration says (device/keptReads.ts): a member's conversations,
 * notifications, part of a show and own profile and garage only under their owner's id, dropped on sign-out or when
 * someone else signs in (http/memberOwnedKeys.ts); the admin panel, profiles of others and the health checks never.
 * Queries the mirror answers (marked `meta.mirrored` by useMirroredQuery, or served from it) are not persisted: the
 * mirror is their one offline copy, and a second, persisted copy could be older and would be shown instead after an
 * offline reload. The signed-in member (`/api/auth/me`) is kept, so that offline the app still shows who it last knew.
 */
export function shouldPersist(query: Query): boolean {
  if (query.meta?.mirrored) return false;
  return declaredKept(query.queryKey) && holdsAnswer(query) && !isServedFromMirror(query.queryHash);
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
