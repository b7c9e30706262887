import { settleAfter } from '../network/settleAfter';

/** How long a first visit waits for its service worker to finish installing (its precache) before doing without. */
const WORKER_INSTALL_TIMEOUT_MS = 60_000;

/**
 * The app's active service worker: on a first visit once it has installed (the app's precache downloaded, which
 * background downloads should not compete with); undefined where there is none, or after WORKER_INSTALL_TIMEOUT_MS.
 */
export async function activeServiceWorker(): Promise<ServiceWorker | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return undefined;
  if (registration.active) return registration.active;
  return (await Promise.race([navigator.serviceWorker.ready, settleAfter(WORKER_INSTALL_TIMEOUT_MS, undefined)]))?.active ?? undefined;
}
