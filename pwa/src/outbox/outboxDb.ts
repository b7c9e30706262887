import Dexie, { type EntityTable } from 'dexie';
import type { LastSignedInUser, QueuedWrite } from './types';
import { declareDatabase } from '@/device/deviceSchema';
import { OUTBOX_DB_NAME } from '@/device/names';

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
    declareDatabase(this, 'outbox');
  }
}

export const outboxDb = new OutboxDatabase();
