import { Suspense, lazy } from 'react';

/**
 * Loaded when first shown: it reads the mirror live (Dexie), which a page answered by the network never needs, so
 * Dexie stays out of the code a page loads to start.
 */
const LastRefreshedLive = lazy(() => import('./LastRefreshedLive'));

/** Shown on a page answered from the offline mirror: how fresh that copy is. */
export function LastRefreshed() {
  return (
    <Suspense fallback={null}>
      <LastRefreshedLive />
    </Suspense>
  );
}
