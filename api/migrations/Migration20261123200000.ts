import { Migration } from '@mikro-orm/migrations';

/**
 * Events list pages: keyset pagination orders by (event_date, id), both ways; the index on event_date
 * alone is replaced by one that makes that order total.
 */
export class Migration20261123200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "events_event_date_id_index" on "events" ("event_date", "id");`);
    this.addSql(`drop index if exists "events_event_date_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "events_event_date_index" on "events" ("event_date");`);
    this.addSql(`drop index if exists "events_event_date_id_index";`);
  }
}
