import { Migration } from '@mikro-orm/migrations';
import { recreateReadCacheTriggersSql } from '../base/read-cache/trigger-sql';

/**
 * Judging: each class's score sheet (criteria) and judges, one score sheet per judge and car, and on the
 * show when judging was locked and the awards published (with Best of Show). The read cache's triggers are made again:
 * criteria and judges are part of a show's answers.
 */
export class Migration20261201000000 extends Migration {
  /** `readCacheTriggersFingerprint()` of the table this migration was written for (checked by cache-table.test.ts). */
  static readonly readCacheTriggers = 'IcIz5acj18_2';

  override async up(): Promise<void> {
    this.addSql(
      `create table "show_criteria" ("id" uuid not null default gen_random_uuid(), "class_id" uuid not null, "name" varchar(40) not null, "max_points" smallint not null, "display_order" int not null, constraint "show_criteria_pkey" primary key ("id"), constraint show_criteria_max_points_check check (max_points between 1 and 100));`,
    );
    this.addSql(`create index "show_criteria_class_id_display_order_index" on "show_criteria" ("class_id", "display_order");`);
    this.addSql(
      `alter table "show_criteria" add constraint "show_criteria_class_id_foreign" foreign key ("class_id") references "show_classes" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "show_class_judges" ("class_id" uuid not null, "user_id" uuid not null, "event_id" uuid not null, constraint "show_class_judges_pkey" primary key ("class_id", "user_id"));`,
    );
    this.addSql(`create index "show_class_judges_user_id_index" on "show_class_judges" ("user_id");`);
    this.addSql(`create index "show_class_judges_event_id_index" on "show_class_judges" ("event_id");`);
    this.addSql(
      `alter table "show_class_judges" add constraint "show_class_judges_class_id_foreign" foreign key ("class_id") references "show_classes" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_class_judges" add constraint "show_class_judges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_class_judges" add constraint "show_class_judges_event_id_foreign" foreign key ("event_id") references "shows" ("event_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "show_scores" ("entry_id" uuid not null, "judge_id" uuid not null, "event_id" uuid not null, "class_id" uuid not null, "points" jsonb not null, "total" int not null, "scored_at" timestamptz not null, constraint "show_scores_pkey" primary key ("entry_id", "judge_id"), constraint show_scores_total_check check (total >= 0));`,
    );
    this.addSql(`create index "show_scores_judge_id_index" on "show_scores" ("judge_id");`);
    this.addSql(`create index "show_scores_event_id_index" on "show_scores" ("event_id");`);
    this.addSql(`create index "show_scores_class_id_index" on "show_scores" ("class_id");`);
    this.addSql(
      `alter table "show_scores" add constraint "show_scores_entry_id_foreign" foreign key ("entry_id") references "show_entries" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_scores" add constraint "show_scores_judge_id_foreign" foreign key ("judge_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_scores" add constraint "show_scores_event_id_foreign" foreign key ("event_id") references "shows" ("event_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_scores" add constraint "show_scores_class_id_foreign" foreign key ("class_id") references "show_classes" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "shows" add column "judging_locked_at" timestamptz null, add column "awards_published_at" timestamptz null, add column "best_of_show_entry_id" uuid null;`,
    );

    for (const sql of recreateReadCacheTriggersSql()) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "show_scores" cascade;`);
    this.addSql(`drop table if exists "show_class_judges" cascade;`);
    this.addSql(`drop table if exists "show_criteria" cascade;`);
    this.addSql(
      `alter table "shows" drop column "judging_locked_at", drop column "awards_published_at", drop column "best_of_show_entry_id";`,
    );
  }
}
