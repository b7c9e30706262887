import { Migration } from '@mikro-orm/migrations';
import { recreateReadCacheTriggersSql } from '../base/read-cache/trigger-sql';

/**
 * Garage photos offered for a model's catalogue page: only an approved offer stands in for the model's
 * picture. Existing garage photos are not offered by anyone: from now on a model without a picture of its own shows
 * its drawing until an admin approves a member's offer. Its changes empty the catalogue's cached answers (the triggers
 * made again from cache-table.ts).
 */
export class Migration20261205000000 extends Migration {
  /** `readCacheTriggersFingerprint()` of the table this migration was written for (checked by cache-table.test.ts). */
  static readonly readCacheTriggers = '52DLjZOTxka7';

  override async up(): Promise<void> {
    this.addSql(`create table "photo_offers" (
      "id" uuid not null default gen_random_uuid(),
      "car_id" uuid not null references "garage_cars" ("id") on update cascade on delete cascade,
      "user_id" uuid not null references "users" ("id") on update cascade on delete cascade,
      "model_slug" text not null,
      "photo_url" text not null,
      "state" varchar(10) not null default 'waiting',
      "reason" text null,
      "decided_by_id" uuid null references "users" ("id") on update cascade on delete set null,
      "decided_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "photo_offers_pkey" primary key ("id"),
      constraint photo_offers_state_check check (state in ('waiting', 'approved', 'declined', 'withdrawn')));`);
    this.addSql(`create index "photo_offers_car_id_index" on "photo_offers" ("car_id");`);
    this.addSql(`create index "photo_offers_user_id_index" on "photo_offers" ("user_id");`);
    this.addSql(`create index "photo_offers_state_index" on "photo_offers" ("state");`);
    this.addSql(
      `create unique index "photo_offers_one_open_per_photo" on "photo_offers" ("photo_url") where "state" in ('waiting', 'approved');`,
    );
    for (const sql of recreateReadCacheTriggersSql()) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "photo_offers" cascade;`);
  }
}
