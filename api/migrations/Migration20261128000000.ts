import { Migration } from '@mikro-orm/migrations';
import { recreateReadCacheTriggersSql } from '../base/read-cache/trigger-sql';

/**
 * Show day: an event can be a car show (shows), with classes, a schedule, helpers who check cars in,
 * entered cars (numbers unique in the show and, through shows.next_car_number, never reused; a car once per show
 * but for withdrawn entries) and People's Choice votes (one per member and class). Everything goes with its event;
 * a member's entries and votes go with their account, a car's entries with the car. The read cache's triggers are
 * made again with the shows' topic (cache-table.ts).
 */
export class Migration20261128000000 extends Migration {
  /** `readCacheTriggersFingerprint()` of the table this migration was written for (checked by cache-table.test.ts). */
  static readonly readCacheTriggers = 'pOcSRbBmtMEN';

  override async up(): Promise<void> {
    this.addSql(
      `create table "shows" ("event_id" uuid not null, "registration_open" boolean not null default true, "voting_opens_at" timestamptz null, "voting_closes_at" timestamptz null, "map_image_url" text null, "map_spots" jsonb not null default '[]', "next_car_number" int not null default 1, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "shows_pkey" primary key ("event_id"));`,
    );

    this.addSql(
      `create table "show_schedule_items" ("id" uuid not null default gen_random_uuid(), "event_id" uuid not null, "starts_at" timestamptz not null, "title" varchar(120) not null, "place" varchar(120) null, constraint "show_schedule_items_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "show_schedule_items_event_id_starts_at_index" on "show_schedule_items" ("event_id", "starts_at");`);

    this.addSql(
      `create table "show_helpers" ("event_id" uuid not null, "user_id" uuid not null, constraint "show_helpers_pkey" primary key ("event_id", "user_id"));`,
    );
    this.addSql(`create index "show_helpers_user_id_index" on "show_helpers" ("user_id");`);

    this.addSql(
      `create table "show_classes" ("id" uuid not null default gen_random_uuid(), "event_id" uuid not null, "name" varchar(80) not null, "model_slug" varchar(100) null, "year_from" int null, "year_to" int null, "display_order" int not null, constraint "show_classes_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "show_classes_event_id_display_order_index" on "show_classes" ("event_id", "display_order");`);

    this.addSql(
      `create table "show_entries" ("id" uuid not null, "event_id" uuid not null, "class_id" uuid not null, "car_profile_id" uuid not null, "owner_id" uuid not null, "car_number" int not null, "state" varchar(12) not null, "entered_at" timestamptz not null, "checked_in_at" timestamptz null, "checked_in_by_id" uuid null, "checked_in_id" uuid null, "thumbnail_url" text null, "create_fingerprint" varchar(64) not null, constraint "show_entries_pkey" primary key ("id"), constraint show_entries_state_check check (state in ('entered', 'waitlisted', 'withdrawn')), constraint show_entries_car_number_check check (car_number between 1 and 99999));`,
    );
    this.addSql(`create index "show_entries_class_id_index" on "show_entries" ("class_id");`);
    this.addSql(`create index "show_entries_car_profile_id_index" on "show_entries" ("car_profile_id");`);
    this.addSql(`create index "show_entries_owner_id_index" on "show_entries" ("owner_id");`);
    this.addSql(
      `create unique index "show_entries_car_once_per_show" on "show_entries" ("event_id", "car_profile_id") where "state" <> 'withdrawn';`,
    );
    this.addSql(`alter table "show_entries" add constraint "show_entries_event_id_car_number_unique" unique ("event_id", "car_number");`);

    this.addSql(
      `create table "show_votes" ("class_id" uuid not null, "voter_id" uuid not null, "event_id" uuid not null, "entry_id" uuid not null, "cast_at" timestamptz not null, constraint "show_votes_pkey" primary key ("class_id", "voter_id"));`,
    );
    this.addSql(`create index "show_votes_voter_id_index" on "show_votes" ("voter_id");`);
    this.addSql(`create index "show_votes_event_id_index" on "show_votes" ("event_id");`);
    this.addSql(`create index "show_votes_entry_id_index" on "show_votes" ("entry_id");`);

    this.addSql(
      `alter table "shows" add constraint "shows_event_id_foreign" foreign key ("event_id") references "events" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "show_schedule_items" add constraint "show_schedule_items_event_id_foreign" foreign key ("event_id") references "shows" ("event_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "show_helpers" add constraint "show_helpers_event_id_foreign" foreign key ("event_id") references "shows" ("event_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_helpers" add constraint "show_helpers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "show_classes" add constraint "show_classes_event_id_foreign" foreign key ("event_id") references "shows" ("event_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "show_entries" add constraint "show_entries_event_id_foreign" foreign key ("event_id") references "shows" ("event_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_entries" add constraint "show_entries_class_id_foreign" foreign key ("class_id") references "show_classes" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_entries" add constraint "show_entries_car_profile_id_foreign" foreign key ("car_profile_id") references "car_profiles" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_entries" add constraint "show_entries_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_entries" add constraint "show_entries_checked_in_by_id_foreign" foreign key ("checked_in_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "show_votes" add constraint "show_votes_class_id_foreign" foreign key ("class_id") references "show_classes" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_votes" add constraint "show_votes_voter_id_foreign" foreign key ("voter_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_votes" add constraint "show_votes_event_id_foreign" foreign key ("event_id") references "shows" ("event_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "show_votes" add constraint "show_votes_entry_id_foreign" foreign key ("entry_id") references "show_entries" ("id") on update cascade on delete cascade;`,
    );

    // The new tables' changes empty the shows' kept answers (api/base/read-cache/cache-table.ts).
    for (const sql of recreateReadCacheTriggersSql()) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const table of ['show_votes', 'show_entries', 'show_helpers', 'show_schedule_items', 'show_classes', 'shows']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
