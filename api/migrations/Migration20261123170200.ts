import { Migration } from '@mikro-orm/migrations';

/**
 * Direct messages: a thread is between exactly two members, kept in ascending order, and unique per
 * pair, so concurrent "start a conversation" requests end with one thread (the loser's insert does nothing).
 * Threads were never written before this change, so no existing row can break either rule.
 */
export class Migration20261123170200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "message_threads" add constraint "message_threads_participant_pair_check" check (cardinality(participant_ids) = 2 and participant_ids[1] < participant_ids[2] collate "C");`,
    );
    this.addSql(`create unique index "message_threads_participant_ids_unique" on "message_threads" ("participant_ids");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "message_threads_participant_ids_unique";`);
    this.addSql(`alter table "message_threads" drop constraint if exists "message_threads_participant_pair_check";`);
  }
}
