import { offlineSnapshotSchema } from '@shared/offline/schemas';
import { applySnapshot } from './applySnapshot';
import { mirrorDb } from './db';
import { snapshotRequest, snapshotUrl } from './snapshotRequest';
import type { SnapshotJob, SnapshotJobResult } from './snapshotJob';

/**
 * Downloads the snapshot, checks it and writes it into the mirror: the service worker's side of sync.ts. Receiving
 * about a megabyte of JSON, parsing it, checking it against its schema and copying it into IndexedDB takes a phone's
 * main thread for over a second; in the service worker it takes none of it, and the worker already holds Dexie and
 * zod for the outbox (a worker of its own would download both again on a first visit). `report` gets the progress
 * (answered, unreachable); the result is how the job ended.
 */
export async function refreshSnapshotJob(job: SnapshotJob, report: (progress: SnapshotJobResult) => void): Promise<SnapshotJobResult> {
  let response: Response;
  try {
    response = await fetch(snapshotUrl(job.since), snapshotRequest(job.etag));
  } catch {
    return { unreachable: true };
  }
  report({ answered: true });
  try {
    if (response.status === 304) {
      const meta = await mirrorDb.meta.get('sync');
      if (!meta) return { outcome: 'failed' };
      await mirrorDb.meta.put({ ...meta, lastRefreshAt: job.lastRefreshAt });
      return { outcome: 'unchanged' };
    }
    if (!response.ok) return { outcome: 'failed' };
    const snapshot = offlineSnapshotSchema.parse(await response.json());
    const complete = await applySnapshot(snapshot, {
      key: 'sync',
      lastRefreshAt: job.lastRefreshAt,
      generatedAt: snapshot.generatedAt,
      etag: response.headers.get('ETag'),
    });
    return { outcome: complete ? 'updated' : 'incomplete' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
