import { Migration } from '@mikro-orm/migrations';
import { recreateReadCacheTriggersSql } from '../base/read-cache/trigger-sql';

/**
 * Sales members report as the value guide's evidence (shared/valuations/sales.ts), keyed by the id their device made.
 * Its changes empty the catalogue's cached answers (the triggers made again from cache-table.ts).
 */
export class Migration20261209000000 extends Migration {
  /** `readCacheTriggersFingerprint()` of the table this migration was written for (checked by cache-table.test.ts). */
  static readonly readCacheTriggers = 'zCC_hDFrcYGL';

  override async up(): Promise<void> {
    this.addSql(`create table "sale_reports" (
      "id" uuid not null,
      "user_id" uuid not null references "users" ("id") on update cascade on delete cascade,
      "model_slug" text not null,
      "year" int not null,
      "trim" text not null,
      "price_usd" int not null,
      "sold_on" date not null,
      "condition" smallint not null,
      "venue" varchar(10) not null,
      "place" text not null,
      "listing_url" text null,
      "vin" varchar(17) null,
      "note" text null,
      "state" varchar(10) not null default 'waiting',
      "reason" text null,
      "reviewed_by_id" uuid null references "users" ("id") on update cascade on delete set null,
      "reviewed_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "sale_reports_pkey" primary key ("id"),
      constraint sale_reports_state_check check (state in ('waiting', 'approved', 'declined')),
      constraint sale_reports_venue_check check (venue in ('auction', 'private')),
      constraint sale_reports_condition_check check (condition between 1 and 4));`);
    this.addSql(`create index "sale_reports_user_id_index" on "sale_reports" ("user_id");`);
    this.addSql(`create index "sale_reports_state_index" on "sale_reports" ("state");`);
    for (const sql of recreateReadCacheTriggersSql()) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sale_reports" cascade;`);
  }
}
