import { Migration } from '@mikro-orm/migrations';

/**
 * Email notifications: each kind's email switch beside in-app and push (null: the kind's default), when a
 * notification went out by email (once per unread notification), and each member's digest (daily, weekly or off) with
 * when the last one was sent.
 */
export class Migration20261203000100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "notification_settings" add column "email" boolean null;`);
    this.addSql(`alter table "notifications" add column "emailed_at" timestamptz null;`);
    this.addSql(
      `alter table "users" add column "digest" varchar(10) not null default 'weekly', add column "digest_sent_at" timestamptz null, add constraint users_digest_check check (digest in ('daily', 'weekly', 'off'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop constraint users_digest_check, drop column "digest", drop column "digest_sent_at";`);
    this.addSql(`alter table "notifications" drop column "emailed_at";`);
    this.addSql(`alter table "notification_settings" drop column "email";`);
  }
}
