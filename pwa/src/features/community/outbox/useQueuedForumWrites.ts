import { useMemo, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { outboxDb } from '@/outbox/outboxDb';
import { getOutboxVersion, subscribeOutboxVersion } from '@/features/outbox/outboxVersion';
import type { QueuedForumWrite } from '@/outbox/types';
import { getSendingNow, subscribeSendingNow } from './sendingNow';

const nothing: QueuedForumWrite[] = [];

/**
 * The forum writes waiting on this device, oldest first (empty until the first read answers); not those this page is
 * sending while the member waits for the answer.
 */
export function useQueuedForumWrites(): QueuedForumWrite[] {
  const version = useSyncExternalStore(subscribeOutboxVersion, getOutboxVersion);
  const sendingNow = useSyncExternalStore(subscribeSendingNow, getSendingNow);
  const stored = useLiveQuery(() => outboxDb.forum.orderBy('queuedAt').toArray(), [version]) ?? nothing;
  return useMemo(() => stored.filter((item) => !sendingNow.has(item.id)), [stored, sendingNow]);
}

type Kind = QueuedForumWrite['kind'];
export type QueuedOf<K extends Kind> = Extract<QueuedForumWrite, { kind: K }>;

export const queuedOfKind = <K extends Kind>(items: QueuedForumWrite[], kind: K): Array<QueuedOf<K>> =>
  items.filter((item): item is QueuedOf<K> => item.kind === kind);
