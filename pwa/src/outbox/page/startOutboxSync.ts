import type { QueryClient } from '@tanstack/react-query';
import { currentUserSchema } from '@shared/auth/current-user';
import { eventTexts } from '@shared/events/texts';
import { sessionResources } from '@shared/auth/resources';
import { keyOf } from '@/http/resources';
import { databaseExists } from '@/mirror/databaseExists';
import { connectivity } from '@/network/connectivityStore';
import { onShown } from '@/network/onShown';
import { OUTBOX_DB_NAME } from '@/device/names';
import { isOutboxChangedMessage } from '@/outbox/workerProtocol';
import { toast } from '@/ui/toast/toastStore';
import { scheduleFlushes } from './flushSchedule';
import { emitOutboxChange, onOutboxChange } from './outboxChanges';
import { requestOutboxFlush } from './requestOutboxFlush';

const ME_HASH = JSON.stringify(keyOf(sessionResources.me));

/** Keeps who is signed in on this device (id and name only), for queuing writes after an offline start. */
async function rememberSignedInUser(data: unknown) {
  // Dexie is loaded only when there is something to keep or forget, not with the app.
  const outboxDb = async () => (await import('@/outbox/outboxDb')).outboxDb;
  const user = currentUserSchema.safeParse(data);
  if (user.success) await (await outboxDb()).account.put({ key: 'last', id: user.data.id, name: user.data.name });
  // Nobody to forget while there is no outbox database (a first visit): deleting would create it as the page starts.
  else if (data === null && (await databaseExists(OUTBOX_DB_NAME))) await (await outboxDb()).account.delete('last');
}

/**
 * The page's half of the outbox: asks for a send on start, when the connection returns and when the page is shown
 * again (each after a random delay, so a venue's phones do not all send in the same second; where the browser has no
 * Background Sync these are the only moments a write waiting offline is sent), when a backed-off write is due, and after a sign-in; relays
 * the worker's reports to this page's listeners (each feature follows what reached the server of its own kinds); says
 * when a write starts waiting for its member to sign in. Returns the cleanup (for React effects).
 */
export function startOutboxSync(queryClient: QueryClient): () => void {
  const flush = () => void requestOutboxFlush().catch((error: unknown) => console.warn('Queued writes not sent', error));
  const onWorkerMessage = (event: MessageEvent) => {
    if (isOutboxChangedMessage(event.data)) emitOutboxChange(event.data);
  };
  const schedule = scheduleFlushes(flush);
  const stopReports = onOutboxChange(({ needsSignIn, retryAt }) => {
    schedule.dueAt(retryAt ?? null);
    if (needsSignIn) toast({ variant: 'destructive', title: eventTexts.needsSignInTitle, description: eventTexts.needsSignInDescription });
  });
  const stopWatchingUser = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== ME_HASH) return;
    void rememberSignedInUser(event.query.state.data).catch(() => undefined);
    // A sign-in may be what a queued write was waiting for.
    if (event.query.state.data) flush();
  });

  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const stopOnReconnect = connectivity.onReconnect(schedule.returned);
  const stopOnShown = onShown(schedule.returned);
  schedule.returned();
  return () => {
    schedule.stop();
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    stopOnReconnect();
    stopOnShown();
    stopReports();
    stopWatchingUser();
  };
}
