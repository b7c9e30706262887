import type { OfflineSnapshot } from './schemas';
import { SNAPSHOT_FORMAT } from './snapshot-version';

const LISTS = [
  'models',
  'years',
  'trims',
  'valuations',
  'diyVideos',
  'communities',
  'modelImages',
  'sales',
] as const satisfies ReadonlyArray<keyof OfflineSnapshot>;

/**
 * A snapshot as the service worker receives it, accepted when it is of this app's format. The server holds every
 * answer to the snapshot's schema before sending it (its zod serializer), so a device need only know the format is
 * the one it was built for; the worker checks no more than this because zod would double its size on every first
 * visit. The page's own refresh, without a worker, checks every row (pwa/src/mirror/parseSnapshot.ts).
 */
export function acceptSnapshotFormat(body: unknown): OfflineSnapshot {
  if (typeof body !== 'object' || body === null) throw new Error('The offline snapshot is not an object');
  const fields = body as Partial<Record<keyof OfflineSnapshot, unknown>>;
  if (fields.format !== SNAPSHOT_FORMAT)
    throw new Error(`The offline snapshot is of format ${String(fields.format)}; this app reads format ${SNAPSHOT_FORMAT}`);
  const missing = LISTS.find((list) => !Array.isArray(fields[list]));
  if (missing) throw new Error(`The offline snapshot has no list of ${missing}`);
  return body as OfflineSnapshot;
}
