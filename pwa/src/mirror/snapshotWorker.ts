/*
 * A dedicated worker that checks a downloaded snapshot and writes it into the mirror (sync.ts starts it). Parsing
 * about a megabyte of JSON, checking it against its schema and copying it into IndexedDB takes a phone's main
 * thread for over a second; here it takes none of it, and the page stays responsive while the mirror fills.
 */
import '../http/zodConfig';
import { offlineSnapshotSchema } from '@shared/offline/schemas';
import { applySnapshot } from './applySnapshot';
import { mirrorDb } from './db';
import { isSnapshotJob, type SnapshotJobResult } from './snapshotJob';

const reply = (result: SnapshotJobResult) => self.postMessage(result);

// Opened (on a first visit, created) at once: the page starts this worker early on a first visit for that alone.
// A failure shows again, and is reported, when a job writes.
mirrorDb.open().catch(() => undefined);

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const job = event.data;
  if (!isSnapshotJob(job)) return;
  void (async () => {
    try {
      const snapshot = offlineSnapshotSchema.parse(JSON.parse(new TextDecoder().decode(job.body)));
      const complete = await applySnapshot(snapshot, {
        key: 'sync',
        lastRefreshAt: job.lastRefreshAt,
        generatedAt: snapshot.generatedAt,
        etag: job.etag,
      });
      reply({ complete });
    } catch (error) {
      reply({ error: error instanceof Error ? error.message : String(error) });
    }
  })();
});
