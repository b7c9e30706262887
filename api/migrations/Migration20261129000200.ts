import { Migration } from '@mikro-orm/migrations';

/**
 * A burst of notifications for the same thing (a busy post's comments, one conversation's messages) waits as one push
 * per device ("a burst collapses into one"): each waiting push keeps its tag, and a newer push with the same
 * tag for the same device replaces a waiting one instead of queueing beside it. One being sent (attempts > 0) is left
 * alone, so the newer one goes after it.
 */
export class Migration20261129000200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "pending_pushes" add column "tag" text not null default '';`);
    this.addSql(`update "pending_pushes" set "tag" = coalesce("payload"->>'tag', "id"::text);`);
    this.addSql(`alter table "pending_pushes" alter column "tag" drop default;`);
    this.addSql(
      `create unique index "pending_pushes_waiting_per_tag" on "pending_pushes" ("subscription_id", "tag") where "attempts" = 0;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "pending_pushes_waiting_per_tag";`);
    this.addSql(`alter table "pending_pushes" drop column "tag";`);
  }
}
