import Dexie, { type EntityTable } from 'dexie';
import type { LastSignedInUser, QueuedWrite } from './types';
import { OUTBOX_DB_NAME } from './outboxDbName';
import { toOneQueue, type Version2Event, type Version2ForumWrite } from './oneQueueUpgrade';

/**
 * Writes made on this device that still have to reach the server, every kind in one table in the order they were
 * made. Shared by the page and the service worker (both open it by name), so a queued write survives closing the app
 * and is sent by whichever runs. Kept apart from the offline mirror: the mirror may be cleared and refilled at any
 * time, this never.
 */
export class OutboxDatabase extends Dexie {
  declare writes: EntityTable<QueuedWrite, 'id'>;
  declare account: EntityTable<LastSignedInUser, 'key'>;

  constructor() {
    super(OUTBOX_DB_NAME);
    this.version(1).stores({ events: 'id, queuedAt', account: 'key' });
    this.version(2).stores({ forum: 'id, queuedAt, postId' });
    // One queue: what a device held in the two tables of version 2 is copied over before they are deleted.
    this.version(3)
      .stores({ writes: 'id, queuedAt', events: null, forum: null })
      .upgrade(async (tx) => {
        const events = await tx.table<Version2Event, string>('events').toArray();
        const forum = await tx.table<Version2ForumWrite, string>('forum').toArray();
        await tx.table<QueuedWrite, string>('writes').bulkPut(toOneQueue(events, forum));
      });
  }
}

export const outboxDb = new OutboxDatabase();
