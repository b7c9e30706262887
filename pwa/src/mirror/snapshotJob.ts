/** What sync.ts sends the service worker (storeSnapshotJob.ts): the snapshot's body as downloaded, and what its meta row records. */
export interface SnapshotJob {
  type: typeof SNAPSHOT_JOB;
  body: ArrayBuffer;
  lastRefreshAt: string;
  etag: string | null;
}

export const SNAPSHOT_JOB = 'STORE_SNAPSHOT';

/**
 * The worker's answers on the job's port: `accepted` at once (a worker of an older version, which does not know the
 * job, never says it), then whether the mirror is complete (see applySnapshot), or why the snapshot was not stored.
 */
export type SnapshotJobResult = { accepted: true } | { complete: boolean } | { error: string };

export function isSnapshotJob(value: unknown): value is SnapshotJob {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === SNAPSHOT_JOB &&
    'body' in value &&
    value.body instanceof ArrayBuffer &&
    'lastRefreshAt' in value &&
    typeof value.lastRefreshAt === 'string' &&
    'etag' in value &&
    (value.etag === null || typeof value.etag === 'string')
  );
}

export function isSnapshotJobResult(value: unknown): value is SnapshotJobResult {
  if (typeof value !== 'object' || value === null) return false;
  return (
    ('accepted' in value && value.accepted === true) ||
    ('complete' in value && typeof value.complete === 'boolean') ||
    ('error' in value && typeof value.error === 'string')
  );
}
