import type { SentWrite } from '@/outbox/outcome';
import type { OutboxChange } from '@/outbox/workerProtocol';
import { readSent } from '@/outbox/readSent';

/** An outbox change as the page's listeners are told: what was sent, with the server's answers read. */
export type ToldChange = Omit<OutboxChange, 'sent'> & { sent: SentWrite[] };

type Listener = (change: ToldChange) => void;
const listeners = new Set<Listener>();

/** In-page fan-out of outbox changes, whether the worker or this page did the sending. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitOutboxChange(change: OutboxChange): void {
  const told: ToldChange = { ...change, sent: change.sent.map(readSent) };
  for (const listener of listeners) listener(told);
}
