import type { OfflineSnapshot } from '@shared/offline/schemas';
import { applySnapshot } from './applySnapshot';
import { mirrorDb } from './db';
import type { SnapshotJobOutcome } from './snapshotJob';

/**
 * Stores the server's answer to a snapshot request (snapshotRequest.ts) in the mirror, for the service worker
 * (refreshSnapshotJob.ts) and for the page without one (sync.ts): a 304 only moves the time of the last refresh.
 * `parse` checks the body (the page's does it a few rows per task); `batch` is applySnapshot's rows per write.
 */
export async function storeSnapshotResponse(
  response: Response,
  lastRefreshAt: string,
  parse: (body: unknown) => OfflineSnapshot | Promise<OfflineSnapshot>,
  batch?: number,
): Promise<SnapshotJobOutcome> {
  if (response.status === 304) {
    const meta = await mirrorDb.meta.get('sync');
    if (!meta) return 'failed';
    await mirrorDb.meta.put({ ...meta, lastRefreshAt });
    return 'unchanged';
  }
  if (!response.ok) return 'failed';
  const snapshot = await parse(await response.json());
  const etag = response.headers.get('ETag');
  const complete = await applySnapshot(snapshot, { key: 'sync', lastRefreshAt, generatedAt: snapshot.generatedAt, etag }, batch);
  return complete ? 'updated' : 'incomplete';
}
