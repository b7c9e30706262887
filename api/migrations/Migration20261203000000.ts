import { Migration } from '@mikro-orm/migrations';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA } from '../base/jobs/job-queue';

/**
 * Email: the job queue's schema (pg-boss's own tables, made here so every database, a test's template
 * included, has them before a server starts; later pg-boss versions upgrade it as they start), the links sent by email
 * (only their hashes), and when each member's address was confirmed.
 */
export class Migration20261203000000 extends Migration {
  override async up(): Promise<void> {
    // pg-boss's plan opens and commits a transaction of its own; here it runs inside the migration's.
    const plan = PgBoss.getConstructionPlans(JOB_SCHEMA)
      .replace(/^\s*BEGIN;/m, '')
      .replace(/COMMIT;\s*$/m, '');
    this.addSql(plan);
    this.addSql(`alter table "users" add column "email_confirmed_at" timestamptz null;`);
    this.addSql(`create table "account_tokens" (
      "id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "purpose" varchar(20) not null,
      "token_hash" varchar(64) not null, "email" varchar(254) not null, "expires_at" timestamptz not null,
      "used_at" timestamptz null, "created_at" timestamptz not null default now(),
      constraint "account_tokens_pkey" primary key ("id"),
      constraint account_tokens_purpose_check check (purpose in ('password-reset', 'email-confirm')));`);
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "account_tokens_user_id_purpose_index" on "account_tokens" ("user_id", "purpose");`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_tokens" cascade;`);
    this.addSql(`alter table "users" drop column "email_confirmed_at";`);
    this.addSql(`drop schema if exists ${JOB_SCHEMA} cascade;`);
  }
}
