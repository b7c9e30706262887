/**
 * What sync.ts asks the service worker to do (refreshSnapshotJob.ts): download the snapshot (everything, or what
 * changed since `since`) and store it, off the page's main thread, which then neither receives nor copies about a
 * megabyte of JSON. `etag` is the stored copy's, for If-None-Match; `lastRefreshAt` is what the meta row records.
 */
export interface SnapshotJob {
  type: typeof SNAPSHOT_JOB;
  since: string | null;
  etag: string | null;
  lastRefreshAt: string;
}

/** A new name for a new job: a worker of an older version (it took the downloaded body) ignores it. */
export const SNAPSHOT_JOB = 'REFRESH_SNAPSHOT';

/** How a job ended, as sync.ts's own download would have: 'incomplete' when a delta left the mirror incomplete. */
const SNAPSHOT_JOB_OUTCOMES = ['updated', 'unchanged', 'failed', 'incomplete'] as const;
export type SnapshotJobOutcome = (typeof SNAPSHOT_JOB_OUTCOMES)[number];

/**
 * The worker's answers on the job's port: `accepted` at once (a worker that does not know the job never says it);
 * `answered` once the server has answered, or `unreachable` when the request failed for want of a network, which the
 * page's connectivity follows as it does for its own requests; then how the job ended, or why it failed.
 */
export type SnapshotJobResult =
  { accepted: true } | { answered: true } | { unreachable: true } | { outcome: SnapshotJobOutcome } | { error: string };

const OUTCOMES: readonly string[] = SNAPSHOT_JOB_OUTCOMES;

export function isSnapshotJob(value: unknown): value is SnapshotJob {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === SNAPSHOT_JOB &&
    'since' in value &&
    (value.since === null || typeof value.since === 'string') &&
    'etag' in value &&
    (value.etag === null || typeof value.etag === 'string') &&
    'lastRefreshAt' in value &&
    typeof value.lastRefreshAt === 'string'
  );
}

export function isSnapshotJobResult(value: unknown): value is SnapshotJobResult {
  if (typeof value !== 'object' || value === null) return false;
  return (
    ('accepted' in value && value.accepted === true) ||
    ('answered' in value && value.answered === true) ||
    ('unreachable' in value && value.unreachable === true) ||
    ('outcome' in value && typeof value.outcome === 'string' && OUTCOMES.includes(value.outcome)) ||
    ('error' in value && typeof value.error === 'string')
  );
}
