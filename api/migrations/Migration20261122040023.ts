import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040023 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "communities" ("id" uuid not null default gen_random_uuid(), "slug" varchar(60) not null, "name" varchar(100) not null, "description" text not null, "created_at" timestamptz not null default now(), constraint "communities_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "communities" add constraint "communities_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "diy_videos" ("id" uuid not null default gen_random_uuid(), "youtube_id" varchar(20) not null, "title" varchar(200) not null, "description" text null, "channel_name" varchar(120) null, "thumbnail_url" text null, "duration" varchar(20) null, "category" varchar(30) not null, "model_slugs" text[] not null default '{}', "difficulty" varchar(20) not null, "view_count" int not null default 0, "published_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "diy_videos_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "diy_videos" add constraint "diy_videos_youtube_id_unique" unique ("youtube_id");`);
    this.addSql(`create index "diy_videos_category_index" on "diy_videos" ("category");`);
    this.addSql(`create index "diy_videos_updated_at_index" on "diy_videos" ("updated_at");`);
    this.addSql(`create index "diy_videos_model_slugs_index" on "diy_videos" using gin ("model_slugs");`);

    this.addSql(
      `create table "media" ("id" uuid not null default gen_random_uuid(), "owner_type" varchar(30) not null, "owner_id" uuid not null, "url" text not null, "caption" text null, "credit" text null, "width" int null, "height" int null, "created_at" timestamptz not null default now(), constraint "media_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "media_owner_type_owner_id_index" on "media" ("owner_type", "owner_id");`);

    this.addSql(
      `create table "message_threads" ("id" uuid not null default gen_random_uuid(), "participant_ids" text[] not null default '{}', "last_message_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "message_threads_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "message_threads_last_message_at_index" on "message_threads" ("last_message_at");`);
    this.addSql(`create index "message_threads_participant_ids_index" on "message_threads" using gin ("participant_ids");`);

    this.addSql(
      `create table "models" ("id" uuid not null default gen_random_uuid(), "slug" varchar(100) not null, "name" varchar(100) not null, "first_year" int not null, "last_year" int not null, "description" text null, "hero_image" text null, "featured" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "models_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "models" add constraint "models_slug_unique" unique ("slug");`);
    this.addSql(`create index "models_updated_at_index" on "models" ("updated_at");`);

    this.addSql(
      `create table "model_images" ("id" uuid not null default gen_random_uuid(), "model_id" uuid not null, "image_url" text not null, "caption" text null, "display_order" int not null default 0, "is_featured" boolean not null default false, "created_at" timestamptz not null default now(), constraint "model_images_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "model_images_model_id_display_order_index" on "model_images" ("model_id", "display_order");`);
    this.addSql(`create unique index "model_images_one_featured_per_model" on "model_images" ("model_id") where "is_featured";`);

    this.addSql(
      `create table "years" ("id" uuid not null default gen_random_uuid(), "model_id" uuid not null, "year" int not null, "overview" text null, "changes" text null, "production_numbers" int null, "sources" jsonb not null default '[]', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "years_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "years_updated_at_index" on "years" ("updated_at");`);
    this.addSql(`alter table "years" add constraint "years_model_id_year_unique" unique ("model_id", "year");`);

    this.addSql(
      `create table "sources" ("id" uuid not null default gen_random_uuid(), "url" text not null, "site_name" varchar(120) not null, "robots_status" varchar(20) not null default 'unknown', "allowed_fields" text[] not null default '{}', "last_fetched_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "sources_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "sources" add constraint "sources_url_unique" unique ("url");`);

    this.addSql(
      `create table "trims" ("id" uuid not null default gen_random_uuid(), "year_id" uuid not null, "name" varchar(100) not null, "slug" varchar(100) not null, "engine_options" text[] not null default '{}', "transmission_options" text[] not null default '{}', "specs" jsonb null, "issues" jsonb not null default '[]', "tips" jsonb not null default '[]', "sources" jsonb not null default '[]', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "trims_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "trims_updated_at_index" on "trims" ("updated_at");`);
    this.addSql(`alter table "trims" add constraint "trims_year_id_slug_unique" unique ("year_id", "slug");`);

    this.addSql(
      `create table "users" ("id" uuid not null default gen_random_uuid(), "email" varchar(254) not null, "password" varchar(255) not null, "name" varchar(100) not null, "avatar_url" text null, "bio" text null, "location" varchar(120) null, "roles" text[] not null default '{user}', "is_blocked" boolean not null default false, "created_at" timestamptz not null default now(), constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "sessions" ("sid" varchar(128) not null, "data" jsonb not null, "expires_at" timestamptz not null, "user_id" uuid null, constraint "sessions_pkey" primary key ("sid"));`,
    );
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(
      `create table "reports" ("id" uuid not null default gen_random_uuid(), "target_type" varchar(20) not null, "target_id" uuid not null, "reporter_id" uuid not null, "reason" text not null, "status" varchar(20) not null default 'pending', "created_at" timestamptz not null default now(), constraint "reports_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "reports_reporter_id_index" on "reports" ("reporter_id");`);
    this.addSql(`create index "reports_status_index" on "reports" ("status");`);
    this.addSql(`create index "reports_target_type_target_id_index" on "reports" ("target_type", "target_id");`);

    this.addSql(
      `create table "posts" ("id" uuid not null default gen_random_uuid(), "community_id" uuid not null, "author_id" uuid not null, "title" varchar(300) not null, "body" text null, "type" varchar(20) not null, "url" text null, "image_url" text null, "is_locked" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "posts_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "posts_community_id_index" on "posts" ("community_id");`);
    this.addSql(`create index "posts_author_id_index" on "posts" ("author_id");`);
    this.addSql(`create index "posts_created_at_index" on "posts" ("created_at");`);

    this.addSql(
      `create table "messages" ("id" uuid not null default gen_random_uuid(), "thread_id" uuid not null, "sender_id" uuid not null, "body" text not null, "read_by" text[] not null default '{}', "created_at" timestamptz not null default now(), constraint "messages_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "messages_sender_id_index" on "messages" ("sender_id");`);
    this.addSql(`create index "messages_thread_id_created_at_index" on "messages" ("thread_id", "created_at");`);

    this.addSql(
      `create table "events" ("id" uuid not null default gen_random_uuid(), "organizer_id" uuid not null, "title" varchar(200) not null, "description" text not null, "event_date" timestamptz not null, "location" varchar(200) not null, "address" varchar(200) null, "city" varchar(100) null, "state" varchar(50) null, "zip_code" varchar(20) null, "contact_email" varchar(254) null, "contact_phone" varchar(40) null, "max_attendees" int null, "is_free" boolean not null default true, "price" int null, "status" varchar(20) not null default 'upcoming', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "events_organizer_id_index" on "events" ("organizer_id");`);
    this.addSql(`create index "events_event_date_index" on "events" ("event_date");`);

    this.addSql(
      `create table "event_images" ("id" uuid not null default gen_random_uuid(), "event_id" uuid not null, "image_url" text not null, "caption" text null, "display_order" int not null default 0, "created_at" timestamptz not null default now(), constraint "event_images_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "event_images_event_id_display_order_index" on "event_images" ("event_id", "display_order");`);

    this.addSql(
      `create table "comments" ("id" uuid not null default gen_random_uuid(), "post_id" uuid not null, "author_id" uuid not null, "parent_id" uuid null, "body" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "comments_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "comments_post_id_index" on "comments" ("post_id");`);
    this.addSql(`create index "comments_author_id_index" on "comments" ("author_id");`);
    this.addSql(`create index "comments_parent_id_index" on "comments" ("parent_id");`);

    this.addSql(
      `create table "car_profiles" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "model_slug" varchar(100) not null, "year" int not null, "trim" varchar(100) null, "engine" varchar(120) null, "exterior_color" varchar(60) null, "notes" text null, "photos" text[] not null default '{}', "created_at" timestamptz not null default now(), constraint "car_profiles_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "car_profiles_user_id_index" on "car_profiles" ("user_id");`);

    this.addSql(
      `create table "admin_logs" ("id" uuid not null default gen_random_uuid(), "actor_id" uuid null, "action" varchar(100) not null, "target_type" varchar(30) null, "target_id" uuid null, "details" jsonb null, "created_at" timestamptz not null default now(), constraint "admin_logs_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "admin_logs_actor_id_index" on "admin_logs" ("actor_id");`);
    this.addSql(`create index "admin_logs_created_at_index" on "admin_logs" ("created_at");`);

    this.addSql(
      `create table "valuations" ("id" uuid not null default gen_random_uuid(), "model_slug" varchar(100) not null, "year" int not null, "trim" varchar(100) not null, "excellent_value" int not null, "good_value" int not null, "fair_value" int not null, "poor_value" int not null, "notes" text null, "last_updated" date not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "valuations_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "valuations_updated_at_index" on "valuations" ("updated_at");`);
    this.addSql(`alter table "valuations" add constraint "valuations_model_slug_year_trim_unique" unique ("model_slug", "year", "trim");`);

    this.addSql(
      `create table "votes" ("id" uuid not null default gen_random_uuid(), "post_id" uuid not null, "user_id" uuid not null, "value" int not null, "created_at" timestamptz not null default now(), constraint "votes_pkey" primary key ("id"), constraint votes_value_check check (abs(value) = 1));`,
    );
    this.addSql(`create index "votes_user_id_index" on "votes" ("user_id");`);
    this.addSql(`alter table "votes" add constraint "votes_post_id_user_id_unique" unique ("post_id", "user_id");`);

    this.addSql(
      `alter table "model_images" add constraint "model_images_model_id_foreign" foreign key ("model_id") references "models" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "years" add constraint "years_model_id_foreign" foreign key ("model_id") references "models" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "trims" add constraint "trims_year_id_foreign" foreign key ("year_id") references "years" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "reports" add constraint "reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "posts" add constraint "posts_community_id_foreign" foreign key ("community_id") references "communities" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "posts" add constraint "posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "messages" add constraint "messages_thread_id_foreign" foreign key ("thread_id") references "message_threads" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "events" add constraint "events_organizer_id_foreign" foreign key ("organizer_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "event_images" add constraint "event_images_event_id_foreign" foreign key ("event_id") references "events" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "comments" add constraint "comments_post_id_foreign" foreign key ("post_id") references "posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comments" add constraint "comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comments" add constraint "comments_parent_id_foreign" foreign key ("parent_id") references "comments" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "car_profiles" add constraint "car_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "admin_logs" add constraint "admin_logs_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "votes" add constraint "votes_post_id_foreign" foreign key ("post_id") references "posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "votes" add constraint "votes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
