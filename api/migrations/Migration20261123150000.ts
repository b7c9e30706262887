import { Migration } from '@mikro-orm/migrations';

/** Sign-in failures, sign-ins and sign-ups per account and address, for the sign-in and sign-up limits. */
export class Migration20261123150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "auth_attempts" ("id" uuid not null default gen_random_uuid(), "kind" varchar(20) not null, "email" varchar(254) null, "address" varchar(64) not null, "created_at" timestamptz not null default now(), constraint "auth_attempts_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "auth_attempts_kind_email_created_at_index" on "auth_attempts" ("kind", "email", "created_at");`);
    this.addSql(`create index "auth_attempts_kind_address_created_at_index" on "auth_attempts" ("kind", "address", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "auth_attempts" cascade;`);
  }
}
