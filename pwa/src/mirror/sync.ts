import type { QueryClient } from '@tanstack/react-query';
import type { MirrorMeta } from './db';
import { afterFirstScreen } from './afterFirstScreen';
import { databaseExists } from './databaseExists';
import { MIRROR_DB_NAME } from '@/device/names';
import { isServedFromMirror } from './mirrorServed';
import { SNAPSHOT_JOB, isSnapshotJobResult, type SnapshotJob, type SnapshotJobOutcome } from './snapshotJob';
import { snapshotRequest, snapshotUrl } from './snapshotRequest';
import { UNANSWERED_AFTER_MS, connectivity, trackedFetch } from '../network/connectivityStore';
import { activeServiceWorker } from './activeServiceWorker';

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
/**
 * How long a job the service worker took may last: far more than a phone needs, but a worker stopped on the way (the
 * browser may stop one) must not hold the refresh for ever; the next one starts afresh.
 */
const WORKER_JOB_TIMEOUT_MS = 120_000;

/**
 * Has `worker` download, check and store the snapshot (service-worker/sw.ts), off the page's main thread; resolves
 * with how the job ended, or with `undefined` when the worker does not take the job (an older version that does not
 * know it), for the page to do it itself. The page's connectivity follows the worker's request as it follows the
 * page's own (trackedFetch): unanswered after UNANSWERED_AFTER_MS, answered when the server answers.
 */
function refreshInServiceWorker(worker: ServiceWorker, job: SnapshotJob): Promise<SnapshotJobOutcome | undefined> {
  const channel = new MessageChannel();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unanswered: ReturnType<typeof setTimeout> | undefined;
  return new Promise<SnapshotJobOutcome | undefined>((resolve, reject) => {
    timer = setTimeout(() => resolve(undefined), WORKER_ACCEPT_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const result = event.data;
      if (!isSnapshotJobResult(result)) return;
      if ('accepted' in result) {
        clearTimeout(timer);
        timer = setTimeout(() => reject(new Error('The service worker did not finish the snapshot')), WORKER_JOB_TIMEOUT_MS);
        unanswered = setTimeout(() => connectivity.reportUnanswered(), UNANSWERED_AFTER_MS);
      } else if ('answered' in result) {
        clearTimeout(unanswered);
        connectivity.reportAnswered();
      } else if ('unreachable' in result) {
        connectivity.reportUnanswered();
        resolve('failed');
      } else if ('outcome' in result) resolve(result.outcome);
      else reject(new Error(result.error));
    };
    worker.postMessage(job, [channel.port2]);
  }).finally(() => {
    clearTimeout(timer);
    clearTimeout(unanswered);
    channel.port1.close();
  });
}

/** The page's own download and storage of the snapshot, where no service worker takes the job: a few rows per task. */
async function fetchAndApplyHere(since: string | null, etag: string | null, lastRefreshAt: string): Promise<SnapshotJobOutcome> {
  const response = await trackedFetch(snapshotUrl(since), snapshotRequest(etag));
  // Loaded only here: the snapshot's schema is large, and building it is start-up work the page need not do.
  const { storeSnapshotResponse } = await import('./storeSnapshotResponse');
  const parse = async (body: unknown) => (await import('./parseSnapshot')).parseSnapshot(body);
  return storeSnapshotResponse(response, lastRefreshAt, parse, WRITE_BATCH);
}

async function fetchAndApply(meta: MirrorMeta | undefined): Promise<SnapshotJobOutcome> {
  const since = sinceFor(meta);
  const lastRefreshAt = new Date().toISOString();
  const worker = await activeServiceWorker();
  const etag = meta?.etag ?? null;
  const job = { type: SNAPSHOT_JOB, since, etag, lastRefreshAt } satisfies SnapshotJob;
  return (worker && (await refreshInServiceWorker(worker, job))) ?? fetchAndApplyHere(since, etag, lastRefreshAt);
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
