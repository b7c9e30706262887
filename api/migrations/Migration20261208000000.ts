import { Migration } from '@mikro-orm/migrations';

/** A show's sponsors, in the organiser's order (shared/shows/sponsor-resources.ts); none until named. */
export class Migration20261208000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "shows" add column "sponsors" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "shows" drop column if exists "sponsors";`);
  }
}
