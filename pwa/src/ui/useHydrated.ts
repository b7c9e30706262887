import { useSyncExternalStore } from 'react';
import type { TimeZoneOfPage } from '@shared/format/lazyIntl';

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

/**
 * Where this render reads times: in UTC while a server-rendered page is hydrated (the server cannot know the device's
 * zone, and the hydrated HTML must match it), on the device's clock from then on.
 */
export const useTimeZoneOfPage = (): TimeZoneOfPage => (useHydrated() ? 'device' : 'UTC');
