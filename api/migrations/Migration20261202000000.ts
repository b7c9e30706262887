import { Migration } from '@mikro-orm/migrations';
import { recreateReadCacheTriggersSql } from '../base/read-cache/trigger-sql';

/** Each rename of this migration, table by table: [table, kind, old name, new name]. */
const RENAMES: Array<[string, 'constraint' | 'index', string, string]> = [
  ['garage_cars', 'constraint', 'car_profiles_pkey', 'garage_cars_pkey'],
  ['garage_cars', 'constraint', 'car_profiles_user_id_foreign', 'garage_cars_user_id_foreign'],
  ['garage_cars', 'constraint', 'car_profiles_photos_max', 'garage_cars_photos_max'],
  ['garage_cars', 'constraint', 'car_profiles_condition_check', 'garage_cars_condition_check'],
  ['garage_cars', 'index', 'car_profiles_user_id_index', 'garage_cars_user_id_index'],
  ['garage_cars', 'index', 'car_profiles_model_slug_created_at_index', 'garage_cars_model_slug_created_at_index'],
  ['show_entries', 'constraint', 'show_entries_car_profile_id_foreign', 'show_entries_garage_car_id_foreign'],
  ['show_entries', 'index', 'show_entries_car_profile_id_index', 'show_entries_garage_car_id_index'],
];

const renameSql = (table: string, kind: 'constraint' | 'index', from: string, to: string) =>
  kind === 'constraint' ? `alter table "${table}" rename constraint "${from}" to "${to}";` : `alter index "${from}" rename to "${to}";`;

/**
 * One name per concept: a member's car is a garage car everywhere, so the table `car_profiles` becomes
 * `garage_cars` (its constraints and indexes with it) and a show entry's `car_profile_id` becomes `garage_car_id`.
 * Rows, ids and the photos they name are untouched. The activity log's earlier entries about a car are renamed with
 * it, and the read cache's triggers are made again for the table's new name.
 */
export class Migration20261202000000 extends Migration {
  /** `readCacheTriggersFingerprint()` of the table this migration was written for (checked by cache-table.test.ts). */
  static readonly readCacheTriggers = 'MUyoDWqQh8QU';

  override async up(): Promise<void> {
    this.addSql(`alter table "car_profiles" rename to "garage_cars";`);
    this.addSql(`alter table "show_entries" rename column "car_profile_id" to "garage_car_id";`);
    for (const [table, kind, from, to] of RENAMES) this.addSql(renameSql(table, kind, from, to));
    this.addSql(`update "admin_logs" set "target_type" = 'garage_car' where "target_type" = 'car_profile';`);
    for (const statement of recreateReadCacheTriggersSql()) this.addSql(statement);
  }

  override async down(): Promise<void> {
    this.addSql(`update "admin_logs" set "target_type" = 'car_profile' where "target_type" = 'garage_car';`);
    for (const [table, kind, from, to] of RENAMES) this.addSql(renameSql(table, kind, to, from));
    this.addSql(`alter table "show_entries" rename column "garage_car_id" to "car_profile_id";`);
    this.addSql(`alter table "garage_cars" rename to "car_profiles";`);
  }
}
