import { Migration } from '@mikro-orm/migrations';
import { recreateReadCacheTriggersSql } from '../base/read-cache/trigger-sql';

/**
 * The read cache's change-notification triggers come from its one table of rules (api/base/read-cache/cache-table.ts)
 * instead of three lists of their own (Migration20261123160000, 20261123210000, 20261124000000): the same triggers,
 * dropped and made again from it. A later change to that table needs a migration like this one, with its fingerprint.
 */
export class Migration20261127000000 extends Migration {
  /** `readCacheTriggersFingerprint()` of the table this migration was written for (checked by cache-table.test.ts). */
  static readonly readCacheTriggers = 'g3xVKnntkbWn';

  override async up(): Promise<void> {
    for (const sql of recreateReadCacheTriggersSql()) this.addSql(sql);
  }

  // The triggers before it were these very ones, made by the earlier migrations under the same names.
  override async down(): Promise<void> {}
}
