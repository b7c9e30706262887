import type { QueryClient } from '@tanstack/react-query';
import { mirrorKeys, type OfflineIds, type OfflineSnapshot } from '@shared/offline/schemas';
import { mirrorDb, mirrorTables, type MirrorMeta } from './db';
import { afterFirstScreen } from './afterFirstScreen';
import { isServedFromMirror } from './mirrorServed';
import { parseSnapshot } from './parseSnapshot';
import { connectivity, trackedFetch } from '../network/connectivityStore';
import type { Table } from 'dexie';

const SNAPSHOT_URL = '/api/offline/snapshot';
export const MIRROR_REFRESH_INTERVAL_MS = 15 * 60_000;
/**
 * `since` reaches back a little before the last snapshot: a row whose write committed just after the
 * snapshot was read can carry an earlier timestamp, and sending a few rows twice is harmless.
 */
const SINCE_OVERLAP_MS = 2 * 60_000;

export type MirrorRefreshOutcome = 'updated' | 'unchanged' | 'offline' | 'failed';

function sinceFor(meta: MirrorMeta | undefined): string | null {
  const generated = meta ? Date.parse(meta.generatedAt) : Number.NaN;
  return Number.isNaN(generated) ? null : new Date(generated - SINCE_OVERLAP_MS).toISOString();
}

/** Deletes rows whose key the server no longer lists; false when the server lists a row the mirror lacks. */
async function pruneTable<Row, Key, Insert>(table: Table<Row, Key, Insert>, wanted: readonly string[], keyOf: (key: Key) => string) {
  const wantedSet = new Set(wanted);
  const keys = await table.toCollection().primaryKeys();
  const stale = keys.filter((key) => !wantedSet.has(keyOf(key)));
  await table.bulkDelete(stale);
  return keys.length - stale.length === wantedSet.size;
}

async function prune(ids: OfflineIds): Promise<boolean> {
  const complete = await Promise.all([
    pruneTable(mirrorDb.models, ids.models, (slug) => slug),
    pruneTable(mirrorDb.years, ids.years, ([model, year]) => mirrorKeys.year(model, year)),
    pruneTable(mirrorDb.trims, ids.trims, ([model, year, slug]) => mirrorKeys.trim(model, year, slug)),
    pruneTable(mirrorDb.valuations, ids.valuations, ([model, year, trim]) => mirrorKeys.valuation(model, year, trim)),
    pruneTable(mirrorDb.diyVideos, ids.diyVideos, (youtubeId) => youtubeId),
    pruneTable(mirrorDb.communities, ids.communities, (slug) => slug),
    pruneTable(mirrorDb.modelImages, ids.modelImages, (id) => id),
  ]);
  return complete.every(Boolean);
}

/**
 * Rows per write. Copying rows into IndexedDB is the page's work: written all at once, a full snapshot blocks the
 * page for a few hundred milliseconds on a phone; in batches, each is a short task and the page stays responsive.
 */
const WRITE_BATCH = 20;

async function putInBatches<Row, Key, Insert>(table: Table<Row, Key, Insert>, rows: readonly Insert[]) {
  for (let start = 0; start < rows.length; start += WRITE_BATCH) await table.bulkPut(rows.slice(start, start + WRITE_BATCH));
}

/**
 * Writes a snapshot in one transaction: a full one replaces everything, a delta is merged and then pruned.
 * Returns false when a delta left the mirror incomplete (a row changed without its timestamp moving, e.g. a
 * valuation carried along by a model rename); the caller then asks for everything.
 */
function applySnapshot(snapshot: OfflineSnapshot, meta: MirrorMeta): Promise<boolean> {
  return mirrorDb.transaction('rw', [...mirrorTables(), mirrorDb.meta], async () => {
    if (!snapshot.ids) await Promise.all(mirrorTables().map((table) => table.clear()));
    // One batch after another: the transaction stays open while a write is pending.
    await putInBatches(mirrorDb.models, snapshot.models);
    await putInBatches(
      mirrorDb.years,
      snapshot.years.map((detail) => ({ modelSlug: detail.model.slug, year: detail.year, detail })),
    );
    await putInBatches(
      mirrorDb.trims,
      snapshot.trims.map((detail) => ({ modelSlug: detail.model.slug, year: detail.year, slug: detail.slug, detail })),
    );
    await putInBatches(mirrorDb.valuations, snapshot.valuations);
    await putInBatches(mirrorDb.diyVideos, snapshot.diyVideos);
    await putInBatches(mirrorDb.communities, snapshot.communities);
    await putInBatches(mirrorDb.modelImages, snapshot.modelImages);
    if (snapshot.ids && !(await prune(snapshot.ids))) return false;
    await mirrorDb.meta.put(meta);
    return true;
  });
}

async function fetchAndApply(meta: MirrorMeta | undefined): Promise<MirrorRefreshOutcome | 'incomplete'> {
  const since = sinceFor(meta);
  const response = await trackedFetch(since ? `${SNAPSHOT_URL}?since=${encodeURIComponent(since)}` : SNAPSHOT_URL, {
    credentials: 'include',
    // Our own If-None-Match, so the 304 reaches us instead of being turned into a cached 200.
    cache: 'no-store',
    headers: meta?.etag ? { 'If-None-Match': meta.etag } : {},
  });
  const now = new Date().toISOString();
  if (response.status === 304 && meta) {
    await mirrorDb.meta.put({ ...meta, lastRefreshAt: now });
    return 'unchanged';
  }
  if (!response.ok) return 'failed';
  const snapshot = await parseSnapshot(await response.json());
  const etag = response.headers.get('ETag');
  const complete = await applySnapshot(snapshot, { key: 'sync', lastRefreshAt: now, generatedAt: snapshot.generatedAt, etag });
  return complete ? 'updated' : 'incomplete';
}

async function runRefresh(): Promise<MirrorRefreshOutcome> {
  if (!connectivity.isOnline()) return 'offline';
  try {
    const outcome = await fetchAndApply(await mirrorDb.meta.get('sync'));
    if (outcome !== 'incomplete') return outcome;
    const full = await fetchAndApply(undefined);
    return full === 'incomplete' ? 'failed' : full;
  } catch (error) {
    // The mirror is a convenience: a failed refresh (network, quota, private mode) must never reach the UI.
    console.warn('Offline copy not refreshed', error);
    return 'failed';
  }
}

let running: Promise<MirrorRefreshOutcome> | null = null;

/** Brings the mirror up to date with the API (only what changed when it can); never throws. */
export function refreshMirror(): Promise<MirrorRefreshOutcome> {
  running ??= runRefresh().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Refreshes on start, when the connection comes back and every 15 minutes while online. After a refresh
 * that reached the server, pages answered from the mirror fetch their live data again.
 * Returns the cleanup (for React effects).
 */
export function startMirrorSync(queryClient: QueryClient): () => void {
  const run = () => {
    if (!connectivity.isOnline()) return;
    void refreshMirror().then((outcome) => {
      if (outcome !== 'updated' && outcome !== 'unchanged') return;
      void queryClient.invalidateQueries({ predicate: (query) => isServedFromMirror(query.queryHash) });
    });
  };
  // The start's refresh waits for the first screen: on a phone's first visit the whole snapshot (about 90 KB
  // compressed) would otherwise compete with the page's own requests, and storing it with the page's scripts.
  const cancelStart = afterFirstScreen(run);
  const stopOnReconnect = connectivity.onReconnect(run);
  const timer = window.setInterval(run, MIRROR_REFRESH_INTERVAL_MS);
  return () => {
    cancelStart();
    stopOnReconnect();
    window.clearInterval(timer);
  };
}
