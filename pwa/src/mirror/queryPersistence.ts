import { defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { AsyncStorage, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { version } from '../../../package.json';
import { isServedFromMirror } from './mirrorServed';

/** A persisted cache older than this is dropped on start (and queries live this long in memory to be saved). */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 3_600_000;

/**
 * A new app version starts from an empty cache, since cached answers may no longer fit its schemas.
 * The package version stands in for a build id until the build defines one.
 */
export const CACHE_BUSTER = `pontiac-hub@${version}`;

/**
 * The persisted cache goes into the mirror's `kv` table: IndexedDB, unlike localStorage, has room for it.
 * Dexie is imported on first use so it stays out of the first route's bundle.
 */
const kv = () => import('./db').then((module) => module.mirrorDb.kv);
const kvStorage = {
  getItem: async (key) => (await (await kv()).get(key))?.value ?? null,
  setItem: async (key, value) => {
    await (await kv()).put({ key, value });
  },
  removeItem: async (key) => {
    await (await kv()).delete(key);
  },
} satisfies AsyncStorage<string>;

/**
 * Signed-in data stays out of storage: it belongs to whoever is signed in now (shared devices), and a restored
 * user would outlive an expired session. Mirror answers stay out too: the mirror is already stored, and
 * keeping them would lose the "offline copy" note after a reload.
 */
const PRIVATE_PREFIXES = ['/api/auth', '/api/users', '/api/messages', '/api/admin'];

/**
 * Queries the mirror answers (marked `meta.mirrored` by useMirroredQuery) are not persisted: the mirror is their
 * one offline copy, and a second, persisted copy could be older and would be shown instead after an offline reload.
 */
function shouldPersist(query: Query): boolean {
  if (query.meta?.mirrored) return false;
  const [base] = query.queryKey;
  if (typeof base === 'string' && PRIVATE_PREFIXES.some((prefix) => base.startsWith(prefix))) return false;
  return defaultShouldDehydrateQuery(query) && !isServedFromMirror(query.queryHash);
}

export const persistOptions = {
  persister: createAsyncStoragePersister({ storage: kvStorage, key: 'react-query-cache' }),
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
} satisfies Omit<PersistQueryClientOptions, 'queryClient'>;
