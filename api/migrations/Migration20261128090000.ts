import { Migration } from '@mikro-orm/migrations';

/**
 * Message ids belong to their sender: the key is (sender, id) instead of the id alone, and an id is unique
 * within a conversation. Reusing another member's message id as a client id then simply sends one's own message,
 * instead of a refusal that told the caller the id was taken. The sender's index is the key's first column now.
 */
export class Migration20261128090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "messages" drop constraint "messages_pkey";`);
    this.addSql(`alter table "messages" add constraint "messages_pkey" primary key ("sender_id", "id");`);
    this.addSql(`drop index if exists "messages_sender_id_index";`);
    this.addSql(`alter table "messages" add constraint "messages_thread_id_id_unique" unique ("thread_id", "id");`);
  }

  // Back to one id per message across the site: fails if two members' messages share an id by then.
  override async down(): Promise<void> {
    this.addSql(`alter table "messages" drop constraint "messages_thread_id_id_unique";`);
    this.addSql(`alter table "messages" drop constraint "messages_pkey";`);
    this.addSql(`alter table "messages" add constraint "messages_pkey" primary key ("id");`);
    this.addSql(`create index "messages_sender_id_index" on "messages" ("sender_id");`);
  }
}
