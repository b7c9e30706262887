import { Migration } from '@mikro-orm/migrations';

/**
 * More answers for the read cache (api/read-cache): the communities list (with its post counts) and the events
 * list (with photo counts and organizer names). Changes to what they show notify `communities_changed` or
 * `events_changed` on commit, whoever writes.
 */
export class Migration20261123170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function notify_read_cache_topic() returns trigger language plpgsql as $$
      begin
        perform pg_notify(tg_argv[0], tg_table_name);
        return null;
      end $$;`);
    const triggers: Array<[table: string, events: string, channel: string]> = [
      ['communities', 'insert or update or delete or truncate', 'communities_changed'],
      ['posts', 'insert or delete or truncate or update of community_id', 'communities_changed'],
      ['events', 'insert or update or delete or truncate', 'events_changed'],
      ['event_images', 'insert or update or delete or truncate', 'events_changed'],
      ['users', 'update of name', 'events_changed'],
    ];
    for (const [table, events, channel] of triggers) {
      this.addSql(
        `create trigger "${table}_notify_${channel}" after ${events} on "${table}" for each statement execute function notify_read_cache_topic('${channel}');`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table, channel] of [
      ['communities', 'communities_changed'],
      ['posts', 'communities_changed'],
      ['events', 'events_changed'],
      ['event_images', 'events_changed'],
      ['users', 'events_changed'],
    ]) {
      this.addSql(`drop trigger if exists "${table}_notify_${channel}" on "${table}";`);
    }
    this.addSql(`drop function if exists notify_read_cache_topic();`);
  }
}
