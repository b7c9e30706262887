import { Migration } from '@mikro-orm/migrations';
import { valueEvidenceTexts } from '../../shared/valuations/texts';
import { recreateReadCacheTriggersSql } from '../base/read-cache/trigger-sql';

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * What is my car worth. A garage car gains its condition (the value guide's tiers #1-#4) and a VIN, and
 * the time a photo was last added (a model without a picture of its own shows its newest garage photo). A value-guide
 * row says what its figures rest on and the market date they describe: the rows so far are the seeded estimates, so
 * they say so, as of their last update. An admin's change keeps the replaced figures in valuation_history. The read
 * cache's triggers are made again: history rows, garage photos and their owners' names reach the catalogue's answers.
 */
export class Migration20261130000200 extends Migration {
  /** `readCacheTriggersFingerprint()` of the table this migration was written for (checked by cache-table.test.ts). */
  static readonly readCacheTriggers = '7tlPYrS_k6zh';

  override async up(): Promise<void> {
    this.addSql(
      `alter table "car_profiles" add column "last_photo_added_at" timestamptz null, add column "condition" smallint null, add column "vin" varchar(17) null;`,
    );
    this.addSql(`alter table "car_profiles" add constraint car_profiles_condition_check check (condition between 1 and 4);`);
    // Photos added before this kept no time of their own: the car's is the best there is.
    this.addSql(`update "car_profiles" set "last_photo_added_at" = "created_at" where cardinality("photos") > 0;`);
    this.addSql(`create index "car_profiles_model_slug_created_at_index" on "car_profiles" ("model_slug", "created_at");`);

    this.addSql(`alter table "valuations" add column "source" text null, add column "as_of" date null;`);
    this.addSql(`update "valuations" set "source" = ${sqlText(valueEvidenceTexts.seededSource)}, "as_of" = "last_updated";`);
    this.addSql(`alter table "valuations" alter column "source" set not null, alter column "as_of" set not null;`);

    this.addSql(
      `create table "valuation_history" ("id" uuid not null default gen_random_uuid(), "valuation_id" uuid not null, "excellent_value" int not null, "good_value" int not null, "fair_value" int not null, "poor_value" int not null, "source" text not null, "as_of" date not null, "replaced_at" timestamptz not null default now(), "replaced_by_id" uuid null, constraint "valuation_history_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "valuation_history_valuation_id_replaced_at_index" on "valuation_history" ("valuation_id", "replaced_at");`);
    this.addSql(`create index "valuation_history_replaced_by_id_index" on "valuation_history" ("replaced_by_id");`);
    this.addSql(
      `alter table "valuation_history" add constraint "valuation_history_valuation_id_foreign" foreign key ("valuation_id") references "valuations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "valuation_history" add constraint "valuation_history_replaced_by_id_foreign" foreign key ("replaced_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    for (const sql of recreateReadCacheTriggersSql()) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "valuation_history" cascade;`);
    this.addSql(`alter table "valuations" drop column "source", drop column "as_of";`);
    this.addSql(`drop index if exists "car_profiles_model_slug_created_at_index";`);
    this.addSql(`alter table "car_profiles" drop constraint car_profiles_condition_check;`);
    this.addSql(`alter table "car_profiles" drop column "last_photo_added_at", drop column "condition", drop column "vin";`);
  }
}
