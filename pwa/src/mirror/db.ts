import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import { MIRROR_DB_NAME } from './databaseExists';
import type { TrimDetail, YearDetail } from '@shared/catalogue/reference-responses';
import type { ModelSummary } from '@shared/catalogue/responses';
import type { DiyVideo } from '@shared/diy/schemas';
import type { OfflineCommunity, OfflineModelImage } from '@shared/offline/schemas';
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
  declare meta: EntityTable<MirrorMeta, 'key'>;
  declare kv: EntityTable<KvRow, 'key'>;

  constructor() {
    super(MIRROR_DB_NAME);
    this.version(1).stores({
      models: 'slug',
      years: '[modelSlug+year], modelSlug',
      trims: '[modelSlug+year+slug], [modelSlug+year], modelSlug',
      valuations: '[modelSlug+year+trim], modelSlug',
      diyVideos: 'youtubeId',
      communities: 'slug',
      meta: 'key',
      kv: 'key',
    });
    // Model galleries; the next refresh fills the new table (its ETag changed with the snapshot's shape).
    this.version(2).stores({ modelImages: 'id, modelId' });
    // Models carry their picture (issue 30). Rows mirrored before lack it: they get "none", so they still parse, and
    // the snapshot's time and ETag are forgotten, so the next refresh is a full one that brings every picture.
    this.version(3)
      .stores({})
      .upgrade(async (transaction) => {
        await transaction
          .table<ModelSummary, string>('models')
          .toCollection()
          .modify((model) => {
            model.headerImage ??= null;
            model.cardImage ??= null;
          });
        await forgetSnapshotVersion(transaction);
      });
    // Issue 34: models say whose garage photo their picture is, and value-guide rows carry an id, source, as-of date
    // and history. A model mirrored before gets "no credit"; a row mirrored before cannot be given its id, so it
    // goes (the value screens would refuse the whole list for it), and the next refresh is a full one that brings
    // every row back.
    this.version(4)
      .stores({})
      .upgrade(async (transaction) => {
        await transaction
          .table<ModelSummary, string>('models')
          .toCollection()
          .modify((model) => {
            model.pictureCredit ??= null;
          });
        await transaction
          .table<Partial<Valuation>, [string, number, string]>('valuations')
          .filter((row) => row.id === undefined)
          .delete();
        await forgetSnapshotVersion(transaction);
      });
  }
}

/** Forgets the snapshot's time and ETag, so the next refresh is a full one (an upgrade that changed stored rows). */
function forgetSnapshotVersion(transaction: Transaction) {
  return transaction
    .table<MirrorMeta, string>('meta')
    .toCollection()
    .modify((meta) => {
      meta.generatedAt = '';
      meta.etag = null;
    });
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
];
