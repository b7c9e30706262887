import { offlineResources } from 'virtual:declared-paths';

const SNAPSHOT_PATH = offlineResources.snapshot;

/**
 * The snapshot's address, for the page (sync.ts) and its service worker (refreshSnapshotJob.ts): everything, or only
 * what changed since `since`.
 */
export const snapshotUrl = (since: string | null) => (since ? `${SNAPSHOT_PATH}?since=${encodeURIComponent(since)}` : SNAPSHOT_PATH);

/** How the snapshot is asked for, with the stored copy's ETag when there is one. */
export const snapshotRequest = (etag: string | null): RequestInit => ({
  credentials: 'include',
  // Our own If-None-Match, so the 304 reaches us instead of being turned into a cached 200.
  cache: 'no-store',
  headers: etag ? { 'If-None-Match': etag } : {},
});
