import { Migration } from '@mikro-orm/migrations';

/**
 * A member blocks another member (nothing from a member I blocked): one row per pair, gone with either
 * account, never oneself. Looked up by the pair (the key) when notifications are delivered and a message is sent;
 * the index on `blocked_id` serves the cascade when a blocked account is deleted.
 */
export class Migration20261130000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "member_blocks" (
      "blocker_id" uuid not null, "blocked_id" uuid not null, "created_at" timestamptz not null default now(),
      constraint "member_blocks_pkey" primary key ("blocker_id", "blocked_id"),
      constraint "member_blocks_not_self_check" check (blocker_id <> blocked_id));`);
    this.addSql(`create index "member_blocks_blocked_id_index" on "member_blocks" ("blocked_id");`);
    this.addSql(
      `alter table "member_blocks" add constraint "member_blocks_blocker_id_foreign" foreign key ("blocker_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "member_blocks" add constraint "member_blocks_blocked_id_foreign" foreign key ("blocked_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_blocks" cascade;`);
  }
}
