import { onOutboxChange } from './outboxChanges';

/**
 * A counter that moves whenever another context (the service worker) changed the outbox, so live
 * queries re-read it: Dexie only sees this page's own writes for sure.
 */
let version = 0;
const listeners = new Set<() => void>();

onOutboxChange(() => {
  version += 1;
  for (const listener of listeners) listener();
});

export const getOutboxVersion = () => version;

export function subscribeOutboxVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
