import { Migration } from '@mikro-orm/migrations';

/**
 * Usernames: a unique lowercase slug of each member's name, with "-2", "-3"... on a clash, given in order of
 * sign-up so the earliest member keeps the plain name. New accounts get theirs in api/users/username.ts, by
 * the same rule (which also folds accents, "José" -> "jose"; this backfill drops them, "jos").
 */
export class Migration20261123120200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "username" varchar(40) null;`);
    this.addSql(`
      do $$
      declare
        member record;
        base text;
        candidate text;
        suffix int;
      begin
        for member in select "id", "name" from "users" order by "created_at", "id" loop
          base := regexp_replace(replace(replace(lower(member."name"), '+', '-plus-'), '&', '-and-'), '[^a-z0-9]+', '-', 'g');
          base := trim(both '-' from left(trim(both '-' from base), 30));
          if base = '' then
            base := 'member';
          end if;
          candidate := base;
          suffix := 1;
          while exists (select 1 from "users" where "username" = candidate) loop
            suffix := suffix + 1;
            candidate := base || '-' || suffix;
          end loop;
          update "users" set "username" = candidate where "id" = member."id";
        end loop;
      end
      $$;
    `);
    this.addSql(`alter table "users" alter column "username" set not null;`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_username_unique";`);
    this.addSql(`alter table "users" drop column "username";`);
  }
}
