import { useSyncExternalStore } from 'react';
import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * Which queries were last answered from the offline mirror, by query hash. Kept beside the cache rather than in
 * the data, so mirror answers have exactly the live shape (other observers of the same key parse them as usual).
 */
const served = new Set<string>();
const listeners = new Set<() => void>();

export function markServedFromMirror(queryKey: QueryKey, fromMirror: boolean): void {
  const hash = hashKey(queryKey);
  if (served.has(hash) === fromMirror) return;
  if (fromMirror) served.add(hash);
  else served.delete(hash);
  for (const listener of listeners) listener();
}

export const isServedFromMirror = (queryHash: string): boolean => served.has(queryHash);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const notServed = () => false;

/** True while the query's current data came from the mirror rather than the network. */
export function useServedFromMirror(queryKey: QueryKey): boolean {
  const hash = hashKey(queryKey);
  // Nothing is served from the mirror in the build's prerender, nor while the page hydrates it.
  return useSyncExternalStore(subscribe, () => served.has(hash), notServed);
}
