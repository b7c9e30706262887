import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation: when a moderator removes a post or comment its content is replaced by the removal text
 * (the original goes to admin_logs) and `removed_at` marks it; reports are listed newest first by (created_at, id).
 */
export class Migration20261123170300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "posts" add column "removed_at" timestamptz null;`);
    this.addSql(`alter table "comments" add column "removed_at" timestamptz null;`);
    this.addSql(`create index "reports_created_at_id_index" on "reports" ("created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "reports_created_at_id_index";`);
    this.addSql(`alter table "comments" drop column "removed_at";`);
    this.addSql(`alter table "posts" drop column "removed_at";`);
  }
}
