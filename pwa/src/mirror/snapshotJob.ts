/** What sync.ts sends snapshotWorker.ts: the snapshot's body as downloaded, and what its meta row records. */
export interface SnapshotJob {
  body: ArrayBuffer;
  lastRefreshAt: string;
  etag: string | null;
}

/** The worker's answer: whether the mirror is complete (see applySnapshot), or why the snapshot was not stored. */
export type SnapshotJobResult = { complete: boolean } | { error: string };

export function isSnapshotJob(value: unknown): value is SnapshotJob {
  return (
    typeof value === 'object' &&
    value !== null &&
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
  return ('complete' in value && typeof value.complete === 'boolean') || ('error' in value && typeof value.error === 'string');
}
