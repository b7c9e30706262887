import { offlineSnapshotSchema } from '@shared/offline/schemas';
import { applySnapshot } from './applySnapshot';
import type { SnapshotJob, SnapshotJobResult } from './snapshotJob';

/**
 * Checks a downloaded snapshot and writes it into the mirror: the service worker's side of sync.ts. Parsing about a
 * megabyte of JSON, checking it against its schema and copying it into IndexedDB takes a phone's main thread for over
 * a second; in the service worker it takes none of it, and the worker already holds Dexie and zod for the outbox
 * (a worker of its own would download both again on a first visit).
 */
export async function storeSnapshotJob(job: SnapshotJob): Promise<SnapshotJobResult> {
  try {
    const snapshot = offlineSnapshotSchema.parse(JSON.parse(new TextDecoder().decode(job.body)));
    const complete = await applySnapshot(snapshot, {
      key: 'sync',
      lastRefreshAt: job.lastRefreshAt,
      generatedAt: snapshot.generatedAt,
      etag: job.etag,
    });
    return { complete };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
