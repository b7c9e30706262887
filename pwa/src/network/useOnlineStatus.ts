import { useSyncExternalStore } from 'react';
import { connectivity } from './connectivityStore';

// Without a browser there is nothing to say, so assume a connection.
const serverSnapshot = () => true;

/** True while the server is reachable (see connectivity.ts); re-renders when that changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.isOnline, serverSnapshot);
}
