import { connectivity } from '@/network/connectivityStore';
import { afterFirstScreen } from '@/mirror/afterFirstScreen';
import { refreshSavedShows } from './onDevice';

export { onShowSaved } from './onDevice';

/** How often saved shows are fetched again while the app is open online (the mirror's own pace). */
const SAVED_SHOWS_REFRESH_MS = 15 * 60_000;

/**
 * Keeps the shows saved on this device fresh while online: after the first screen, whenever the server is back and
 * every 15 minutes, each saved show's bundle is fetched again (ETag: unchanged ones cost a 304) with its new pictures.
 * Returns the cleanup (for React effects).
 */
export function startSavedShowsSync(): () => void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (!connectivity.isOnline() || running) return;
    running = refreshSavedShows().finally(() => {
      running = null;
    });
  };
  const cancelStart = afterFirstScreen(run);
  const stopOnReconnect = connectivity.onReconnect(run);
  const timer = window.setInterval(run, SAVED_SHOWS_REFRESH_MS);
  return () => {
    cancelStart();
    stopOnReconnect();
    window.clearInterval(timer);
  };
}
