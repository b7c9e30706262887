import type { OutboxChangedMessage } from '@/outbox/messages';

type Listener = (change: Omit<OutboxChangedMessage, 'type'>) => void;
const listeners = new Set<Listener>();

/** In-page fan-out of outbox changes, whether the worker or this page did the sending. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitOutboxChange(change: Omit<OutboxChangedMessage, 'type'>): void {
  for (const listener of listeners) listener(change);
}
