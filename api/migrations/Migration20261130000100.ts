import { Migration } from '@mikro-orm/migrations';

/**
 * People's Choice results are announced once per close: a close by hand stamps `results_announced_at` in
 * its own transaction, and a server's background work announces a close that came by its scheduled time
 * (api/notifications/scheduled-results.ts), finding the due ones through the partial index. Shows closed before this
 * migration were announced (or are long past): they are stamped, so none is announced again.
 */
export class Migration20261130000100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "shows" add column "results_announced_at" timestamptz null;`);
    this.addSql(`update "shows" set "results_announced_at" = "voting_closes_at" where "voting_closes_at" <= now();`);
    this.addSql(
      `create index "shows_voting_closes_at_unannounced_index" on "shows" ("voting_closes_at") where "results_announced_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "shows_voting_closes_at_unannounced_index";`);
    this.addSql(`alter table "shows" drop column if exists "results_announced_at";`);
  }
}
