import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the build's prerender and while the browser hydrates that HTML, true from the next render on (and from
 * the start when nothing is hydrated). For what only the browser can render, so the hydrated HTML still matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
