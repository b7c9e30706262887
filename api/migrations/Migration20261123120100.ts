import { Migration } from '@mikro-orm/migrations';

/**
 * Every catalogue model gets a forum community under its own slug (/community/{model slug}). Communities that
 * already exist (seeded with their own descriptions) are left as they are, so running this again adds nothing.
 * The seeder does the same for new installs (api/community/model-communities.ts, same one-line description).
 */
export class Migration20261123120100 extends Migration {
  override async up(): Promise<void> {
    // A community's slug may be as long as a model's.
    this.addSql(`alter table "communities" alter column "slug" type varchar(100) using ("slug"::varchar(100));`);
    this.addSql(
      `insert into "communities" ("slug", "name", "description") select "slug", "name", 'Owners and fans of the Pontiac ' || "name" || ': ownership, buying advice, parts and restoration.' from "models" on conflict ("slug") do nothing;`,
    );
  }

  override async down(): Promise<void> {
    // The communities stay: they may hold posts by now.
    this.addSql(`alter table "communities" alter column "slug" type varchar(60) using ("slug"::varchar(60));`);
  }
}
