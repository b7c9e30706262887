import type Dexie from 'dexie';
import type { Transaction } from 'dexie';
import type { ModelSummary } from '@shared/catalogue/responses';
import type { Valuation } from '@shared/valuations/schemas';
import { toOneQueue, type Version2Event, type Version2ForumWrite, type Version3Write } from './outboxOneQueue';
import { CHECK_IN_LOG_KEY, COMMENT_DRAFT_PREFIX } from './names';

/**
 * What this app keeps on a device, in one schema with one numbering: every change to a database, the local settings
 * or the caches is a new device version below, with the step that brings what an older version left over. Nothing
 * queued or saved may be lost by a step (e2e/device-upgrade.spec.ts writes the old shapes and finds them after).
 *
 * - Databases (IndexedDB, Dexie): each opens at the newest version that changed it, and Dexie runs the steps the
 *   device has not run yet, in the page or in the service worker, whichever opens it first (declareDatabase).
 * - Local settings (localStorage): the page runs their steps as it starts (upgradeLocalSettings.ts), before any screen
 *   reads them, and notes the version reached under DEVICE_VERSION_KEY. The service worker has no localStorage.
 * - Caches: named in names.ts; the service worker deletes undeclared ones as it activates. A cache holds copies of
 *   what the server serves, except show-pictures (re-downloaded by saving the show again): a rename must copy it.
 * - The persisted query cache (the mirror's `kv` table) holds only server answers: it is dropped, not upgraded,
 *   when its keys change (mirror/queryPersistence.ts, CACHE_BUSTER).
 */
export type DeviceDatabase = 'mirror' | 'outbox' | 'shows';

/** What the settings' steps use of localStorage (named here: the service worker's types have no Storage). */
export interface SettingsStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface DatabaseChange {
  /** Dexie's table declarations at this version (null deletes a table); only the tables that change. */
  stores: Record<string, string | null>;
  /** Brings rows stored under the previous version into this one's shape. */
  upgrade?: (transaction: Transaction) => Promise<void>;
}

interface DeviceVersion {
  version: number;
  databases?: Partial<Record<DeviceDatabase, DatabaseChange>>;
  /** Brings local settings stored under the previous version into this one's shape (synchronous: localStorage). */
  settings?: (storage: SettingsStorage) => void;
}

export const deviceVersions: readonly DeviceVersion[] = [
  {
    version: 1,
    databases: {
      mirror: {
        stores: {
          models: 'slug',
          years: '[modelSlug+year], modelSlug',
          trims: '[modelSlug+year+slug], [modelSlug+year], modelSlug',
          valuations: '[modelSlug+year+trim], modelSlug',
          diyVideos: 'youtubeId',
          communities: 'slug',
          meta: 'key',
          kv: 'key',
        },
      },
      outbox: { stores: { events: 'id, queuedAt', account: 'key' } },
      shows: { stores: { saved: 'eventId', stars: '[eventId+kind+itemId], eventId' } },
    },
  },
  {
    version: 2,
    databases: {
      // Model galleries; the next refresh fills the new table (its ETag changed with the snapshot's shape).
      mirror: { stores: { modelImages: 'id, modelId' } },
      // Forum writes and messages queued offline.
      outbox: { stores: { forum: 'id, queuedAt, postId' } },
    },
  },
  {
    version: 3,
    databases: {
      // Models carry their picture. Rows mirrored before lack it: they get "none", so they still parse,
      // and the next refresh is a full one that brings every picture.
      mirror: {
        stores: {},
        upgrade: async (transaction) => {
          await fillModels(transaction, (model) => {
            model.headerImage ??= null;
            model.cardImage ??= null;
          });
          await forgetSnapshotVersion(transaction);
        },
      },
      // One queue: what the two tables of version 2 held is copied over before they are deleted.
      outbox: {
        stores: { writes: 'id, queuedAt', events: null, forum: null },
        upgrade: async (transaction) => {
          const events = await transaction.table<Version2Event, string>('events').toArray();
          const forum = await transaction.table<Version2ForumWrite, string>('forum').toArray();
          await transaction.table<Version3Write, string>('writes').bulkPut(toOneQueue(events, forum));
        },
      },
    },
  },
  {
    version: 4,
    databases: {
      // Models say whose garage photo their picture is, and value-guide rows carry an id, source, as-of
      // date and history. A model mirrored before gets "no credit"; a row mirrored before cannot be given its id, so
      // it goes (the value screens would refuse the whole list for it), and the next refresh brings every row back.
      mirror: {
        stores: {},
        upgrade: async (transaction) => {
          await fillModels(transaction, (model) => {
            model.pictureCredit ??= null;
          });
          await transaction
            .table<Partial<Valuation>, [string, number, string]>('valuations')
            .filter((row) => row.id === undefined)
            .delete();
          await forgetSnapshotVersion(transaction);
        },
      },
    },
  },
  {
    // Local settings under one prefix, each stored as JSON read through its schema (localSettings.ts).
    // The gate's check-in log moves from its own key; comment drafts, stored as bare text, become JSON strings.
    version: 5,
    settings: (storage) => {
      const OLD_CHECK_IN_LOG = 'pontiac-hub-check-ins';
      const oldLog = storage.getItem(OLD_CHECK_IN_LOG);
      if (oldLog !== null && storage.getItem(CHECK_IN_LOG_KEY) === null) storage.setItem(CHECK_IN_LOG_KEY, oldLog);
      storage.removeItem(OLD_CHECK_IN_LOG);
      for (const key of storedKeys(storage).filter((name) => name.startsWith(COMMENT_DRAFT_PREFIX))) {
        const text = storage.getItem(key);
        if (text !== null && !isJsonString(text)) storage.setItem(key, JSON.stringify(text));
      }
    },
  },
  {
    // The value guide's approved sales. Every snapshot brings them whole, so the next refresh fills the table.
    version: 6,
    databases: { mirror: { stores: { sales: 'id' } } },
  },
  {
    // A saved show's pages as the device last drew them, which the service worker answers their address with.
    version: 7,
    databases: { shows: { stores: { drawnPages: 'address, eventId' } } },
  },
];

/** The device schema's version: the newest step above. */
export const DEVICE_VERSION = deviceVersions[deviceVersions.length - 1]?.version ?? 0;

/** Declares a database's versions from the device schema, so Dexie opens it at its newest and runs missing steps. */
export function declareDatabase(db: Dexie, database: DeviceDatabase): void {
  for (const { version, databases } of deviceVersions) {
    const change = databases?.[database];
    if (!change) continue;
    const declared = db.version(version).stores(change.stores);
    if (change.upgrade) declared.upgrade(change.upgrade);
  }
}

/** Whether a stored value is already a JSON string (a step that ran once, its version not noted: storage was full). */
function isJsonString(stored: string): boolean {
  try {
    return typeof JSON.parse(stored) === 'string';
  } catch {
    return false;
  }
}

function storedKeys(storage: SettingsStorage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
}

/** Gives every mirrored model the fields a version added (`fill`), so rows mirrored before still parse. */
const fillModels = (transaction: Transaction, fill: (model: ModelSummary) => void) =>
  transaction.table<ModelSummary, string>('models').toCollection().modify(fill);

/** Forgets the snapshot's time and ETag, so the next refresh is a full one (an upgrade that changed stored rows). */
function forgetSnapshotVersion(transaction: Transaction) {
  return transaction
    .table<{ generatedAt: string; etag: string | null }, string>('meta')
    .toCollection()
    .modify((meta) => {
      meta.generatedAt = '';
      meta.etag = null;
    });
}
