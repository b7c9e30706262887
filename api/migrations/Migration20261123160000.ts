import { Migration } from '@mikro-orm/migrations';

/**
 * What the read cache (api/read-cache) serves, by topic: each committed change to a table an answer shows notifies
 * the topic's channel, whoever writes (an API route in any server process, a seed, a script, SQL by hand). The
 * notification is sent on commit only, once per statement.
 */
const TRIGGERS: Array<[table: string, events: string, channel: string]> = [
  ...['models', 'years', 'trims', 'model_images', 'valuations', 'diy_videos'].map((table): [string, string, string] => [
    table,
    'insert or update or delete or truncate',
    'catalogue_changed',
  ]),
  // The communities list counts posts; the events list shows photo counts and organizer names.
  ['communities', 'insert or update or delete or truncate', 'communities_changed'],
  ['posts', 'insert or delete or truncate or update of community_id', 'communities_changed'],
  ['events', 'insert or update or delete or truncate', 'events_changed'],
  ['event_images', 'insert or update or delete or truncate', 'events_changed'],
  ['users', 'update of name', 'events_changed'],
];

export class Migration20261123160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function notify_read_cache_topic() returns trigger language plpgsql as $$
      begin
        perform pg_notify(tg_argv[0], tg_table_name);
        return null;
      end $$;`);
    for (const [table, events, channel] of TRIGGERS) {
      this.addSql(
        `create trigger "${table}_notify_${channel}" after ${events} on "${table}" for each statement execute function notify_read_cache_topic('${channel}');`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table, , channel] of TRIGGERS) this.addSql(`drop trigger if exists "${table}_notify_${channel}" on "${table}";`);
    this.addSql(`drop function if exists notify_read_cache_topic();`);
  }
}
