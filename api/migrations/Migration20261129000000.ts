import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications: each member's notifications (one unread row per kind and thing, its count raised by later
 * events), their per-kind settings, their devices' push subscriptions and the pushes waiting to be sent.
 * A change to a member's notifications sends their id on `notifications_changed`, so every server forgets the unread
 * count it keeps for them (api/notifications/unread-counts.ts); PostgreSQL sends one per member and transaction.
 * Queued pushes send `pushes_changed`, which wakes every server's background sender.
 */
export class Migration20261129000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notifications" (
      "id" uuid not null default gen_random_uuid(), "recipient_id" uuid not null, "kind" varchar(30) not null,
      "group_key" varchar(100) not null, "count" int not null default 1, "actor_id" uuid null,
      "subject" varchar(300) not null, "excerpt" varchar(300) null, "url" varchar(500) not null,
      "read_at" timestamptz null, "created_at" timestamptz not null default now(),
      constraint "notifications_pkey" primary key ("id"));`);
    this.addSql(`create index "notifications_recipient_id_created_at_id_index" on "notifications" ("recipient_id", "created_at", "id");`);
    this.addSql(`create index "notifications_actor_id_index" on "notifications" ("actor_id");`);
    // One unread row per member, kind and thing: later events raise its count (insert … on conflict). Also counts unread.
    this.addSql(
      `create unique index "notifications_unread_group_unique" on "notifications" ("recipient_id", "kind", "group_key") where "read_at" is null;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`create table "notification_settings" (
      "user_id" uuid not null, "kind" varchar(30) not null, "in_app" boolean not null, "push" boolean not null,
      constraint "notification_settings_pkey" primary key ("user_id", "kind"));`);
    this.addSql(
      `alter table "notification_settings" add constraint "notification_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "push_subscriptions" (
      "id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "endpoint" varchar(1000) not null,
      "p256dh" varchar(200) not null, "auth" varchar(200) not null, "created_at" timestamptz not null default now(),
      constraint "push_subscriptions_pkey" primary key ("id"));`);
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "pending_pushes" (
      "id" uuid not null default gen_random_uuid(), "subscription_id" uuid not null, "payload" jsonb not null,
      "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now(), constraint "pending_pushes_pkey" primary key ("id"));`);
    this.addSql(`create index "pending_pushes_subscription_id_index" on "pending_pushes" ("subscription_id");`);
    this.addSql(`create index "pending_pushes_next_attempt_at_index" on "pending_pushes" ("next_attempt_at");`);
    this.addSql(
      `alter table "pending_pushes" add constraint "pending_pushes_subscription_id_foreign" foreign key ("subscription_id") references "push_subscriptions" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create function notify_member_notifications() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then perform pg_notify('notifications_changed', old.recipient_id::text);
        else perform pg_notify('notifications_changed', new.recipient_id::text);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "notifications_notify_member" after insert or update or delete on "notifications"
      for each row execute function notify_member_notifications();`);
    // Queued pushes wake every server's sender (api/notifications/push-queue.ts); they share the work.
    this.addSql(`create function notify_pushes_queued() returns trigger language plpgsql as $$
      begin perform pg_notify('pushes_changed', ''); return null; end $$;`);
    this.addSql(`create trigger "pending_pushes_notify_queued" after insert on "pending_pushes"
      for each statement execute function notify_pushes_queued();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pending_pushes" cascade;`);
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
    this.addSql(`drop table if exists "notification_settings" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop function if exists notify_member_notifications();`);
    this.addSql(`drop function if exists notify_pushes_queued();`);
  }
}
