/** The browser's idea of connectivity (navigator.onLine), as a store for useSyncExternalStore. */

export interface OnlineStatusEnv {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

export interface OnlineStatusStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): boolean;
  getServerSnapshot(): boolean;
}

export function createOnlineStatusStore(env: OnlineStatusEnv): OnlineStatusStore {
  return {
    subscribe(onChange) {
      env.addEventListener('online', onChange);
      env.addEventListener('offline', onChange);
      return () => {
        env.removeEventListener('online', onChange);
        env.removeEventListener('offline', onChange);
      };
    },
    getSnapshot: () => env.navigator.onLine,
    // Without a browser there is nothing to say, so assume a connection.
    getServerSnapshot: () => true,
  };
}
