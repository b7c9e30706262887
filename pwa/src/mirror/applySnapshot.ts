import { mirrorKeys } from '@shared/offline/mirror-keys';
import type { OfflineIds, OfflineSnapshot } from '@shared/offline/schemas';
import { mirrorDb, mirrorTables, type MirrorMeta } from './db';
import type { Table } from 'dexie';

/** Deletes rows whose key the server no longer lists; false when the server lists a row the mirror lacks. */
async function pruneTable<Row, Key, Insert>(table: Table<Row, Key, Insert>, wanted: readonly string[], keyOf: (key: Key) => string) {
  const wantedSet = new Set(wanted);
  const keys = await table.toCollection().primaryKeys();
  const stale = keys.filter((key) => !wantedSet.has(keyOf(key)));
  await table.bulkDelete(stale);
  return keys.length - stale.length === wantedSet.size;
}

async function prune(ids: OfflineIds): Promise<boolean> {
  const complete = await Promise.all([
    pruneTable(mirrorDb.models, ids.models, (slug) => slug),
    pruneTable(mirrorDb.years, ids.years, ([model, year]) => mirrorKeys.year(model, year)),
    pruneTable(mirrorDb.trims, ids.trims, ([model, year, slug]) => mirrorKeys.trim(model, year, slug)),
    pruneTable(mirrorDb.valuations, ids.valuations, ([model, year, trim]) => mirrorKeys.valuation(model, year, trim)),
    pruneTable(mirrorDb.diyVideos, ids.diyVideos, (youtubeId) => youtubeId),
    pruneTable(mirrorDb.communities, ids.communities, (slug) => slug),
    pruneTable(mirrorDb.modelImages, ids.modelImages, (id) => id),
  ]);
  return complete.every(Boolean);
}

/**
 * Writes a snapshot in one transaction: a full one replaces everything, a delta is merged and then pruned.
 * Returns false when a delta left the mirror incomplete (a row changed without its timestamp moving, e.g. a
 * valuation carried along by a model rename); the caller then asks for everything.
 * `batch` is the rows per write: on the page's main thread, small batches keep each write a short task.
 */
export function applySnapshot(snapshot: OfflineSnapshot, meta: MirrorMeta, batch = Number.POSITIVE_INFINITY): Promise<boolean> {
  const put = async <Row, Key, Insert>(table: Table<Row, Key, Insert>, rows: readonly Insert[]) => {
    // One batch after another: the transaction stays open while a write is pending.
    for (let start = 0; start < rows.length; start += batch) await table.bulkPut(rows.slice(start, start + batch));
  };
  return mirrorDb.transaction('rw', [...mirrorTables(), mirrorDb.meta], async () => {
    if (!snapshot.ids) await Promise.all(mirrorTables().map((table) => table.clear()));
    await put(mirrorDb.models, snapshot.models);
    await put(
      mirrorDb.years,
      snapshot.years.map((detail) => ({ modelSlug: detail.model.slug, year: detail.year, detail })),
    );
    await put(
      mirrorDb.trims,
      snapshot.trims.map((detail) => ({ modelSlug: detail.model.slug, year: detail.year, slug: detail.slug, detail })),
    );
    await put(mirrorDb.valuations, snapshot.valuations);
    await put(mirrorDb.diyVideos, snapshot.diyVideos);
    await put(mirrorDb.communities, snapshot.communities);
    await put(mirrorDb.modelImages, snapshot.modelImages);
    // Sent whole every time: what the snapshot lists is every approved sale.
    await mirrorDb.sales.clear();
    await put(mirrorDb.sales, snapshot.sales);
    if (snapshot.ids && !(await prune(snapshot.ids))) return false;
    await mirrorDb.meta.put(meta);
    return true;
  });
}
