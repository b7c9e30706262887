import { useSyncExternalStore } from 'react';
import { createInstallPromptStore, type InstallPromptEnv } from './installPrompt';

/** The build's prerender runs in Node (app/prerender.tsx): no window, so nothing to listen to and nothing to offer. */
const noBrowser = { addEventListener: () => undefined, navigator: {} } satisfies InstallPromptEnv;

// Created when the app loads, so a `beforeinstallprompt` fired before the header renders is kept.
const store = createInstallPromptStore(typeof window === 'undefined' ? noBrowser : window);

/** Whether the header may offer "Install app", and the action that shows the browser's dialog. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return { canInstall, install: store.prompt };
}
