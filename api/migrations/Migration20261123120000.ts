import { Migration } from '@mikro-orm/migrations';

/**
 * The forum's writes: a stored score and hot rank on posts (with one index per listing order), client ids on
 * posts and comments (replay detection), comment votes, the per-user rate-limit counts, and one report per
 * member and target.
 */
export class Migration20261123120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "posts" add column "score" int not null default 0, add column "create_fingerprint" varchar(64) null, add column "hot_rank" double precision null;`,
    );
    this.addSql(`update "posts" set "score" = coalesce((select sum("value") from "votes" where "votes"."post_id" = "posts"."id"), 0);`);
    // The formula of api/community/ranking.ts.
    this.addSql(
      `update "posts" set "hot_rank" = sign("score") * log(greatest(abs("score"), 1)::float8) + (extract(epoch from "created_at")::float8 - 1134028003) / 45000;`,
    );
    this.addSql(`alter table "posts" alter column "hot_rank" set not null;`);

    // Each listing order has its index, per community too; these two are prefixes of the new ones.
    this.addSql(`drop index "posts_community_id_index";`);
    this.addSql(`drop index "posts_created_at_index";`);
    this.addSql(`create index "posts_created_at_id_index" on "posts" ("created_at", "id");`);
    this.addSql(`create index "posts_community_id_created_at_id_index" on "posts" ("community_id", "created_at", "id");`);
    this.addSql(`create index "posts_score_created_at_id_index" on "posts" ("score", "created_at", "id");`);
    this.addSql(`create index "posts_community_id_score_created_at_id_index" on "posts" ("community_id", "score", "created_at", "id");`);
    this.addSql(`create index "posts_hot_rank_id_index" on "posts" ("hot_rank", "id");`);
    this.addSql(`create index "posts_community_id_hot_rank_id_index" on "posts" ("community_id", "hot_rank", "id");`);

    this.addSql(`alter table "comments" add column "create_fingerprint" varchar(64) null;`);

    this.addSql(
      `create table "comment_votes" ("id" uuid not null default gen_random_uuid(), "comment_id" uuid not null, "user_id" uuid not null, "value" int not null, "created_at" timestamptz not null default now(), constraint "comment_votes_pkey" primary key ("id"), constraint comment_votes_value_check check (abs(value) = 1));`,
    );
    this.addSql(`create index "comment_votes_user_id_index" on "comment_votes" ("user_id");`);
    this.addSql(`alter table "comment_votes" add constraint "comment_votes_comment_id_user_id_unique" unique ("comment_id", "user_id");`);
    this.addSql(
      `alter table "comment_votes" add constraint "comment_votes_comment_id_foreign" foreign key ("comment_id") references "comments" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "comment_votes" add constraint "comment_votes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "rate_limit_hits" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "action" varchar(20) not null, "created_at" timestamptz not null default now(), constraint "rate_limit_hits_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "rate_limit_hits_user_id_action_created_at_index" on "rate_limit_hits" ("user_id", "action", "created_at");`);
    this.addSql(
      `alter table "rate_limit_hits" add constraint "rate_limit_hits_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    // Keep each member's first report of a target, then let the unique index hold that rule.
    this.addSql(
      `delete from "reports" as "later" using "reports" as "earlier" where "later"."target_type" = "earlier"."target_type" and "later"."target_id" = "earlier"."target_id" and "later"."reporter_id" = "earlier"."reporter_id" and ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id");`,
    );
    this.addSql(`drop index "reports_target_type_target_id_index";`);
    this.addSql(
      `alter table "reports" add constraint "reports_target_type_target_id_reporter_id_unique" unique ("target_type", "target_id", "reporter_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reports" drop constraint "reports_target_type_target_id_reporter_id_unique";`);
    this.addSql(`create index "reports_target_type_target_id_index" on "reports" ("target_type", "target_id");`);

    this.addSql(`drop table if exists "rate_limit_hits" cascade;`);
    this.addSql(`drop table if exists "comment_votes" cascade;`);
    this.addSql(`alter table "comments" drop column "create_fingerprint";`);

    this.addSql(`drop index "posts_created_at_id_index";`);
    this.addSql(`drop index "posts_community_id_created_at_id_index";`);
    this.addSql(`drop index "posts_score_created_at_id_index";`);
    this.addSql(`drop index "posts_community_id_score_created_at_id_index";`);
    this.addSql(`drop index "posts_hot_rank_id_index";`);
    this.addSql(`drop index "posts_community_id_hot_rank_id_index";`);
    this.addSql(`alter table "posts" drop column "score", drop column "create_fingerprint", drop column "hot_rank";`);
    this.addSql(`create index "posts_community_id_index" on "posts" ("community_id");`);
    this.addSql(`create index "posts_created_at_index" on "posts" ("created_at");`);
  }
}
