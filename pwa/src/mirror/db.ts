import Dexie, { type EntityTable, type Table } from 'dexie';
import { declareDatabase } from '@/device/deviceSchema';
import { MIRROR_DB_NAME } from '@/device/names';
import type { TrimDetail, YearDetail } from '@shared/catalogue/reference-responses';
import type { ModelSummary } from '@shared/catalogue/responses';
import type { DiyVideo } from '@shared/diy/schemas';
import type { OfflineCommunity, OfflineModelImage } from '@shared/offline/schemas';
import type { PublicSale } from '@shared/valuations/sales';
import type { Valuation } from '@shared/valuations/schemas';

/** A year page as the API answered it, with its key fields lifted out for the compound primary key. */
export interface MirroredYear {
  modelSlug: string;
  year: number;
  detail: YearDetail;
}

export interface MirroredTrim {
  modelSlug: string;
  year: number;
  slug: string;
  detail: TrimDetail;
}

/** What the last successful refresh left behind (one row, key 'sync'). */
export interface MirrorMeta {
  key: 'sync';
  /** When this device last heard from the snapshot endpoint (200 or 304), ISO. */
  lastRefreshAt: string;
  /** The server's time of the snapshot the mirror holds: the next `since`. */
  generatedAt: string;
  etag: string | null;
}

/** A string key-value row: the persisted react-query cache lives here. */
export interface KvRow {
  key: string;
  value: string;
}

/**
 * The offline mirror: the catalogue with its galleries, value guide, DIY videos and communities in IndexedDB, in the shapes
 * of the live API answers so a failed call can be answered from here unchanged.
 */
export class MirrorDatabase extends Dexie {
  // `declare`: Dexie creates the tables in stores(); a class field would overwrite them with undefined.
  declare models: EntityTable<ModelSummary, 'slug'>;
  declare years: Table<MirroredYear, [string, number]>;
  declare trims: Table<MirroredTrim, [string, number, string]>;
  declare valuations: Table<Valuation, [string, number, string]>;
  declare diyVideos: EntityTable<DiyVideo, 'youtubeId'>;
  declare communities: EntityTable<OfflineCommunity, 'slug'>;
  declare modelImages: EntityTable<OfflineModelImage, 'id'>;
  declare sales: EntityTable<PublicSale, 'id'>;
  declare meta: EntityTable<MirrorMeta, 'key'>;
  declare kv: EntityTable<KvRow, 'key'>;

  constructor() {
    super(MIRROR_DB_NAME);
    declareDatabase(this, 'mirror');
  }
}

export const mirrorDb = new MirrorDatabase();

/** The mirrored tables a snapshot fills (not meta or kv). */
export const mirrorTables = () => [
  mirrorDb.models,
  mirrorDb.years,
  mirrorDb.trims,
  mirrorDb.valuations,
  mirrorDb.diyVideos,
  mirrorDb.communities,
  mirrorDb.modelImages,
  mirrorDb.sales,
];
