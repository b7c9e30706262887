import { Migration } from '@mikro-orm/migrations';

/** Tables whose rows the read cache (api/read-cache) serves: any change to them must reach every server. */
export const CATALOGUE_TABLES = ['models', 'years', 'trims', 'model_images', 'valuations', 'diy_videos'] as const;

/**
 * Every committed change to the catalogue, valuations or DIY videos, by whatever writes it (an admin route in any
 * server process, a seed, a script, SQL by hand), notifies the channel `catalogue_changed`. The notification is
 * sent on commit only, once per statement.
 */
export class Migration20261123160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function notify_catalogue_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('catalogue_changed', tg_table_name);
        return null;
      end $$;`);
    for (const table of CATALOGUE_TABLES) {
      this.addSql(
        `create trigger "${table}_notify_catalogue_changed" after insert or update or delete or truncate on "${table}" for each statement execute function notify_catalogue_changed();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of CATALOGUE_TABLES) this.addSql(`drop trigger if exists "${table}_notify_catalogue_changed" on "${table}";`);
    this.addSql(`drop function if exists notify_catalogue_changed();`);
  }
}
