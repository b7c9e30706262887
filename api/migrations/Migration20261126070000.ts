import { Migration } from '@mikro-orm/migrations';

/**
 * Who has opened each conversation: an empty one is listed only for them. Opening /messages?user=… starts the
 * thread, and before this the other member saw an empty conversation in their list that nobody had written in.
 * Existing empty threads start with nobody: they show again to whoever opens them next; threads with messages
 * are listed to both members as before.
 */
export class Migration20261126070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "message_threads" add column "opened_by" text[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "message_threads" drop column if exists "opened_by";`);
  }
}
