import { Migration } from '@mikro-orm/migrations';

export class Migration20261122044308 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "models" add column "body_styles" text[] not null default '{}';`);

    // Any existing text becomes a list of its non-empty lines.
    this.addSql(
      `alter table "years" alter column "changes" type jsonb using coalesce(to_jsonb(array_remove(string_to_array("changes", E'\\n'), '')), '[]'::jsonb);`,
    );
    this.addSql(`alter table "years" alter column "changes" set default '[]';`);
    this.addSql(`alter table "years" alter column "changes" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "models" drop column "body_styles";`);

    this.addSql(`alter table "years" alter column "changes" drop default;`);
    this.addSql(`alter table "years" alter column "changes" type text using ("changes"::text);`);
    this.addSql(`alter table "years" alter column "changes" drop not null;`);
  }
}
