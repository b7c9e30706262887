import { useMemo, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { outboxDb } from '@/outbox/outboxDb';
import type { QueuedOf, QueuedWrite, WriteKindName } from '@/outbox/types';
import { getOutboxVersion, subscribeOutboxVersion } from './outboxVersion';
import { getSendingNow, subscribeSendingNow } from './sendingNow';

const nothing: QueuedWrite[] = [];

/**
 * The writes waiting on this device, oldest first (empty until the first read answers); not those this page is
 * sending while the member waits for the answer.
 */
export function useQueuedWrites(): QueuedWrite[] {
  // The version moves when another context (the service worker) changed the outbox: Dexie sees this page's own writes.
  // The same snapshots on the server (app/serverRender.tsx) and while hydrating: what the page reads is empty either way
  // until IndexedDB answers.
  const version = useSyncExternalStore(subscribeOutboxVersion, getOutboxVersion, getOutboxVersion);
  const sendingNow = useSyncExternalStore(subscribeSendingNow, getSendingNow, getSendingNow);
  const stored = useLiveQuery(() => outboxDb.writes.orderBy('queuedAt').toArray(), [version]) ?? nothing;
  return useMemo(() => stored.filter((item) => !sendingNow.has(item.id)), [stored, sendingNow]);
}

export const queuedOfKind = <K extends WriteKindName>(items: readonly QueuedWrite[], kind: K): Array<QueuedOf<K>> =>
  items.filter((item): item is QueuedOf<K> => item.kind === kind);
