import { outboxDb } from './outboxDb';
import type { QueuedWrite, Write, Writer } from './types';
import { queueKeyOf } from './writeKinds';

/**
 * Stores a write on the device before anything is sent: whatever happens to the network or the app afterwards, it
 * is either on the server or still here. A write with the key of one still queued (a second vote) replaces it.
 */
export async function queueWrite(write: Write, writer: Writer): Promise<QueuedWrite> {
  const item: QueuedWrite = {
    ...write,
    id: queueKeyOf(write),
    memberId: writer.id,
    memberName: writer.name,
    state: 'waiting',
    lastError: null,
    attempts: 0,
    queuedAt: new Date().toISOString(),
  };
  await outboxDb.writes.put(item);
  return item;
}
