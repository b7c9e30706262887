import { offlineSnapshotSchema } from '@shared/offline/schemas';
import { snapshotRequest, snapshotUrl } from './snapshotRequest';
import { storeSnapshotResponse } from './storeSnapshotResponse';
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
    return { outcome: await storeSnapshotResponse(response, job.lastRefreshAt, (body) => offlineSnapshotSchema.parse(body)) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
