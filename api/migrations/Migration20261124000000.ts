import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions join the change notifications: each server keeps the sessions it read lately in memory
 * (api/auth/session-store.ts), and forgets them when any process changes or ends one (a sign-out, a block, the
 * daily refresh), so a signed-in read needs no query for its session and an ended session ends everywhere at once.
 */
export class Migration20261124000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create trigger "sessions_notify_sessions_changed" after update or delete or truncate on "sessions" for each statement execute function notify_read_cache_topic('sessions_changed');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "sessions_notify_sessions_changed" on "sessions";`);
  }
}
