import type { QueryClient } from '@tanstack/react-query';
import type { MirrorMeta } from './db';
import { afterFirstScreen } from './afterFirstScreen';
import { MIRROR_DB_NAME, databaseExists } from './databaseExists';
import { isServedFromMirror } from './mirrorServed';
import { SNAPSHOT_JOB, isSnapshotJobResult, type SnapshotJob } from './snapshotJob';
import { connectivity, trackedFetch } from '../network/connectivityStore';
import { settleAfter } from '../network/settleAfter';

const SNAPSHOT_URL = '/api/offline/snapshot';
export const MIRROR_REFRESH_INTERVAL_MS = 15 * 60_000;
/**
 * On a first visit (no mirror yet) the first fill waits this long after the page has loaded and gone idle: the
 * phone is then still settling (the page's data, its images, the service worker's precache), and the whole
 * snapshot's download and storage would compete with it. Later visits refresh at once; the delta is small.
 */
const FIRST_FILL_DELAY_MS = 3_000;
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

/**
 * Rows per write when the page itself stores a snapshot. Copying rows into IndexedDB is then the page's work:
 * written all at once, a full snapshot blocks the page for a few hundred milliseconds on a phone; in batches,
 * each is a short task and the page stays responsive.
 */
const WRITE_BATCH = 20;

/** How long the page waits for a service worker to take a job before storing the snapshot itself. */
const WORKER_ACCEPT_TIMEOUT_MS = 5_000;
/** How long a first visit waits for its service worker to finish installing (its precache) before doing without. */
const WORKER_INSTALL_TIMEOUT_MS = 60_000;
/**
 * How long a job the service worker took may last: far more than a phone needs, but a worker stopped on the way (the
 * browser may stop one) must not hold the refresh for ever; the next one starts afresh.
 */
const WORKER_JOB_TIMEOUT_MS = 120_000;

/** The app's active service worker: on a first visit once it has installed; undefined where there is none. */
async function activeServiceWorker(): Promise<ServiceWorker | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return undefined;
  if (registration.active) return registration.active;
  return (await Promise.race([navigator.serviceWorker.ready, settleAfter(WORKER_INSTALL_TIMEOUT_MS, undefined)]))?.active ?? undefined;
}

/**
 * Has `worker` check and store the snapshot (service-worker/sw.ts), off the page's main thread; resolves as
 * applySnapshot does, or with `undefined` when the worker does not take the job (an older version that does not know
 * it), for the page to store the snapshot itself. The body is copied, not handed over: the page may still need it.
 */
function storeInServiceWorker(worker: ServiceWorker, job: SnapshotJob): Promise<boolean | undefined> {
  const channel = new MessageChannel();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<boolean | undefined>((resolve, reject) => {
    timer = setTimeout(() => resolve(undefined), WORKER_ACCEPT_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const result = event.data;
      if (!isSnapshotJobResult(result)) return;
      clearTimeout(timer);
      if ('accepted' in result) {
        timer = setTimeout(() => reject(new Error('The service worker did not finish storing the snapshot')), WORKER_JOB_TIMEOUT_MS);
        return;
      }
      if ('error' in result) reject(new Error(result.error));
      else resolve(result.complete);
    };
    worker.postMessage(job, [channel.port2]);
  }).finally(() => {
    clearTimeout(timer);
    channel.port1.close();
  });
}

/**
 * Checks a downloaded snapshot and stores it. Where there is a service worker (every current browser) the page only
 * hands the downloaded bytes over; otherwise it does the work itself, a few rows per task.
 */
async function storeSnapshot(response: Response, lastRefreshAt: string, etag: string | null): Promise<boolean> {
  const body = await response.arrayBuffer();
  const worker = await activeServiceWorker();
  const stored = worker ? await storeInServiceWorker(worker, { type: SNAPSHOT_JOB, body, lastRefreshAt, etag }) : undefined;
  if (stored !== undefined) return stored;
  // Loaded only here: the snapshot's schema is large, and building it is start-up work the page need not do.
  const [{ parseSnapshot }, { applySnapshot }] = await Promise.all([import('./parseSnapshot'), import('./applySnapshot')]);
  const snapshot = await parseSnapshot(JSON.parse(new TextDecoder().decode(body)));
  return applySnapshot(snapshot, { key: 'sync', lastRefreshAt, generatedAt: snapshot.generatedAt, etag }, WRITE_BATCH);
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
    const { mirrorDb } = await import('./db');
    await mirrorDb.meta.put({ ...meta, lastRefreshAt: now });
    return 'unchanged';
  }
  if (!response.ok) return 'failed';
  const complete = await storeSnapshot(response, now, response.headers.get('ETag'));
  return complete ? 'updated' : 'incomplete';
}

/** Set on a first visit, when the mirror is known to hold nothing yet: no meta to read, so no Dexie on the page. */
let knownEmpty = false;

async function runRefresh(): Promise<MirrorRefreshOutcome> {
  if (!connectivity.isOnline()) return 'offline';
  try {
    // No database yet, or one known to be empty (a first visit): no meta, and the service worker fills the
    // database, off the page's main thread. Dexie is loaded only otherwise: on a first visit the page never needs it.
    const stored = !knownEmpty && (await databaseExists(MIRROR_DB_NAME));
    const meta = stored ? await (await import('./db')).mirrorDb.meta.get('sync') : undefined;
    const outcome = await fetchAndApply(meta);
    if (outcome === 'updated') knownEmpty = false;
    if (outcome !== 'incomplete') return outcome;
    const full = await fetchAndApply(undefined);
    if (full === 'updated') knownEmpty = false;
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
  let delay: number | undefined;
  const cancelStart = afterFirstScreen(() => {
    void databaseExists(MIRROR_DB_NAME).then((exists) => {
      if (exists) {
        run();
        return;
      }
      // The service worker creates the (empty) database as it activates, off the page's main thread.
      knownEmpty = true;
      delay = window.setTimeout(run, FIRST_FILL_DELAY_MS);
    });
  });
  const stopOnReconnect = connectivity.onReconnect(run);
  const timer = window.setInterval(run, MIRROR_REFRESH_INTERVAL_MS);
  return () => {
    cancelStart();
    window.clearTimeout(delay);
    stopOnReconnect();
    window.clearInterval(timer);
  };
}
