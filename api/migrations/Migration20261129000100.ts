import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications are delivered in the background: a write queues one row per event, whatever the number of
 * recipients, and a server delivers it a moment later (api/notifications/push-queue.ts), woken like for pushes.
 */
export class Migration20261129000100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notification_fanouts" (
      "id" uuid not null default gen_random_uuid(), "event" jsonb not null, "created_at" timestamptz not null default clock_timestamp(),
      constraint "notification_fanouts_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_fanouts_created_at_index" on "notification_fanouts" ("created_at");`);
    this.addSql(`create trigger "notification_fanouts_notify_queued" after insert on "notification_fanouts"
      for each statement execute function notify_pushes_queued();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_fanouts" cascade;`);
  }
}
