import { acceptSnapshotFormat } from '@shared/offline/snapshot-format';
import { snapshotRequest, snapshotUrl } from './snapshotRequest';
import { storeSnapshotResponse } from './storeSnapshotResponse';
import type { SnapshotJob, SnapshotJobResult } from './snapshotJob';

/**
 * Downloads the snapshot, checks it and writes it into the mirror: the service worker's side of sync.ts. Receiving
 * about a megabyte of JSON, parsing it, checking it against its schema and copying it into IndexedDB takes a phone's
 * main thread for over a second; in the service worker it takes none of it, and the worker already holds Dexie for the
 * outbox (a worker of its own would download it again on a first visit). The worker checks the snapshot's format,
 * not each row (shared/offline/snapshot-format.ts). `report` gets the progress
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
    return { outcome: await storeSnapshotResponse(response, job.lastRefreshAt, acceptSnapshotFormat) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
