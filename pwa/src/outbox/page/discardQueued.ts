import { outboxDb } from '@/outbox/outboxDb';

/** Removes a write the member discarded: it has not been sent, and now never will be. */
export const discardQueued = (id: string): Promise<void> => outboxDb.writes.delete(id);
