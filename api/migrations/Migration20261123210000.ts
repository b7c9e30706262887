import { Migration } from '@mikro-orm/migrations';

/**
 * The forum's reads (post lists and a post with its comments, as a visitor sees them) join the read cache: every
 * committed change to what they show notifies `forum_changed` (notify_read_cache_topic of Migration20261123160000).
 * A vote changes the post's stored score too; comment votes, comments, authors' names and communities are shown.
 */
const TRIGGERS: Array<[table: string, events: string]> = [
  ['posts', 'insert or update or delete or truncate'],
  ['comments', 'insert or update or delete or truncate'],
  ['votes', 'insert or update or delete or truncate'],
  ['comment_votes', 'insert or update or delete or truncate'],
  ['communities', 'insert or update or delete or truncate'],
  ['users', 'update of name, username, avatar_url'],
];

export class Migration20261123210000 extends Migration {
  override async up(): Promise<void> {
    for (const [table, events] of TRIGGERS) {
      this.addSql(
        `create trigger "${table}_notify_forum_changed" after ${events} on "${table}" for each statement execute function notify_read_cache_topic('forum_changed');`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table] of TRIGGERS) this.addSql(`drop trigger if exists "${table}_notify_forum_changed" on "${table}";`);
  }
}
