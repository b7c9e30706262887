import Dexie, { type EntityTable } from 'dexie';
import type { LastSignedInUser, QueuedEvent, QueuedForumWrite } from './types';
import { OUTBOX_DB_NAME } from './outboxDbName';

/**
 * Writes made on this device that still have to reach the server. Shared by the page and the service
 * worker (both open it by name), so a queued event survives closing the app and is sent by whichever runs.
 * Kept apart from the offline mirror: the mirror may be cleared and refilled at any time, this never.
 */
export class OutboxDatabase extends Dexie {
  declare events: EntityTable<QueuedEvent, 'id'>;
  declare account: EntityTable<LastSignedInUser, 'key'>;
  declare forum: EntityTable<QueuedForumWrite, 'id'>;

  constructor() {
    super(OUTBOX_DB_NAME);
    this.version(1).stores({ events: 'id, queuedAt', account: 'key' });
    this.version(2).stores({ forum: 'id, queuedAt, postId' });
  }
}

export const outboxDb = new OutboxDatabase();
