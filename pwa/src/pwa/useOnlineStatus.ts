import { useSyncExternalStore } from 'react';
import { createOnlineStatusStore } from './onlineStatus';

const store = createOnlineStatusStore(window);

/** True while the browser reports a network connection; re-renders on `online` / `offline`. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
