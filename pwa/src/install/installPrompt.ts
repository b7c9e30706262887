/**
 * Keeps the browser's `beforeinstallprompt` event so the header can offer "Install app" later,
 * and asks for persistent storage once the app is installed so offline data is not evicted.
 */

import { createPersistentStorageRequest, type PersistentStorageEnv } from './persistentStorage';

/** Chromium's install prompt event (not part of the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface MediaQueryLike {
  readonly matches: boolean;
  addEventListener?(type: 'change', listener: () => void): void;
}

export interface InstallPromptEnv extends PersistentStorageEnv {
  addEventListener(type: 'beforeinstallprompt' | 'appinstalled', listener: (event: Event) => void): void;
  matchMedia?: (query: string) => MediaQueryLike;
}

/** Function properties, not methods: useSyncExternalStore and the button receive them unbound. */
export interface InstallPromptStore {
  subscribe: (onChange: () => void) => () => void;
  /** True while an install prompt is available and the app is not already running standalone. */
  getSnapshot: () => boolean;
  getServerSnapshot: () => boolean;
  /** Shows the browser's install dialog; the button goes away afterwards whatever the user chose. */
  prompt: () => Promise<void>;
}

export const STANDALONE_QUERY = '(display-mode: standalone)';

export function createInstallPromptStore(env: InstallPromptEnv): InstallPromptStore {
  const listeners = new Set<() => void>();
  const standalone = env.matchMedia?.(STANDALONE_QUERY);
  let deferred: BeforeInstallPromptEvent | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const requestPersistentStorage = createPersistentStorageRequest(env);

  env.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the header button offers the prompt instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });

  env.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
    void requestPersistentStorage();
  });

  standalone?.addEventListener?.('change', notify);

  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => deferred !== null && !(standalone?.matches ?? false),
    getServerSnapshot: () => false,
    prompt: async () => {
      const event = deferred;
      if (!event) return;
      // A prompt event can be used only once.
      deferred = null;
      try {
        await event.prompt();
        await event.userChoice;
      } catch {
        // The browser refused (e.g. no user gesture); nothing else to do.
      } finally {
        notify();
      }
    },
  };
}
