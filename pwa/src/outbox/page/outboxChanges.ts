import type { OutboxChange } from '@/outbox/workerProtocol';

type Listener = (change: OutboxChange) => void;
const listeners = new Set<Listener>();

/** In-page fan-out of outbox changes, whether the worker or this page did the sending. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitOutboxChange(change: OutboxChange): void {
  for (const listener of listeners) listener(change);
}
