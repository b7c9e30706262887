import { Migration } from '@mikro-orm/migrations';

/**
 * Web push moves to the job queue: the hand-written queue of pushes (`pending_pushes`, with its attempts,
 * leases and wake-up trigger) becomes `push_payloads`, the latest text waiting per device and tag, with when a job
 * last took charge of it; when and how often it is tried is that pg-boss job's. Pushes waiting at the upgrade are not carried over: the notifications they told of
 * are kept, in the app and by email.
 */
export class Migration20261204000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "push_payloads" ("subscription_id" uuid not null, "tag" text not null, "payload" jsonb not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default clock_timestamp(),
      "queued_at" timestamptz not null default now(), constraint "push_payloads_pkey" primary key ("subscription_id", "tag"));`);
    this.addSql(
      `alter table "push_payloads" add constraint "push_payloads_subscription_id_foreign" foreign key ("subscription_id") references "push_subscriptions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`drop table if exists "pending_pushes" cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "pending_pushes" ("id" uuid not null default gen_random_uuid(), "subscription_id" uuid not null,
      "payload" jsonb not null, "attempts" int4 not null default 0, "next_attempt_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now(), "tag" text not null, constraint "pending_pushes_pkey" primary key ("id"));`);
    this.addSql(`create index "pending_pushes_next_attempt_at_index" on "pending_pushes" ("next_attempt_at");`);
    this.addSql(`create index "pending_pushes_subscription_id_index" on "pending_pushes" ("subscription_id");`);
    this.addSql(
      `create unique index "pending_pushes_waiting_per_tag" on "pending_pushes" ("subscription_id", "tag") where "attempts" = 0;`,
    );
    this.addSql(
      `alter table "pending_pushes" add constraint "pending_pushes_subscription_id_foreign" foreign key ("subscription_id") references "push_subscriptions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create trigger "pending_pushes_notify_queued" after insert on "pending_pushes"
      for each statement execute function notify_pushes_queued();`);
    this.addSql(`drop table if exists "push_payloads" cascade;`);
  }
}
