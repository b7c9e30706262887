import { useSyncExternalStore } from 'react';
import { createInstallPromptStore } from './installPrompt';

// Created when the app loads, so a `beforeinstallprompt` fired before the header renders is kept.
const store = createInstallPromptStore(window);

/** Whether the header may offer "Install app", and the action that shows the browser's dialog. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const canInstall = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return { canInstall, install: store.prompt };
}
