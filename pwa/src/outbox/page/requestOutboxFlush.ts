import { databaseExists } from '@/mirror/databaseExists';
import { connectivity } from '@/network/connectivityStore';
import { OUTBOX_DB_NAME } from '@/device/names';
import { emitOutboxChange } from './outboxChanges';
import { changeOf, FLUSH_OUTBOX, isWorthTelling, OUTBOX_SYNC_TAG } from '@/outbox/workerProtocol';

/** Background Sync is not in TypeScript's DOM library yet. */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

const hasSync = (registration: ServiceWorkerRegistration): registration is SyncCapableRegistration => 'sync' in registration;

/**
 * Asks for the queued writes to be sent. Online, the service worker sends them now; offline, a background
 * sync is registered so the browser wakes the worker when the connection returns, even with the app closed.
 * With no worker in control (first visit, or a browser without one) this page sends them itself.
 */
export async function requestOutboxFlush(): Promise<void> {
  const controller = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (!controller) {
    // No outbox database yet: nothing was ever queued here, and opening it would create it while the page starts.
    if (!connectivity.isOnline() || !(await databaseExists(OUTBOX_DB_NAME))) return;
    const { flushEveryWriter } = await import('@/outbox/flushOutbox');
    const result = await flushEveryWriter();
    if (isWorthTelling(result)) emitOutboxChange(changeOf(result));
    return;
  }
  if (connectivity.isOnline()) {
    controller.postMessage({ type: FLUSH_OUTBOX });
    return;
  }
  const registration = await navigator.serviceWorker.ready;
  if (hasSync(registration)) await registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}
