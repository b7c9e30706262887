import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { outboxDb } from '@/outbox/outboxDb';
import { getOutboxVersion, subscribeOutboxVersion } from '@/features/outbox/outboxVersion';
import type { QueuedEvent } from '@/outbox/types';

/** The events waiting on this device, oldest first; undefined while the first read runs. */
export function useQueuedEvents(): QueuedEvent[] | undefined {
  const version = useSyncExternalStore(subscribeOutboxVersion, getOutboxVersion);
  return useLiveQuery(() => outboxDb.events.orderBy('queuedAt').toArray(), [version]);
}
