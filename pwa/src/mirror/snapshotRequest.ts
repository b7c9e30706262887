/** How the snapshot is asked for, by the page (sync.ts) or its service worker (refreshSnapshotJob.ts). */
export const snapshotRequest = (etag: string | null): RequestInit => ({
  credentials: 'include',
  // Our own If-None-Match, so the 304 reaches us instead of being turned into a cached 200.
  cache: 'no-store',
  headers: etag ? { 'If-None-Match': etag } : {},
});
