import type { QueryClient } from '@tanstack/react-query';
import { currentUserSchema } from '@shared/auth/current-user';
import { communityTexts } from '@shared/community/texts';
import { eventTexts } from '@shared/events/texts';
import { queryKeys } from '@/http/queryKeys';
import { connectivity } from '@/network/connectivityStore';
import { toast } from '@/ui/toast/toastStore';
import { isOutboxChangedMessage } from '@/outbox/messages';
import { rememberSentEvents } from '../sentEventCache';
import { emitOutboxChange, onOutboxChange } from '@/features/outbox/outboxChanges';
import { databaseExists } from '@/mirror/databaseExists';
import { OUTBOX_DB_NAME } from '@/outbox/outboxDbName';
import { requestOutboxFlush } from '@/features/outbox/requestOutboxFlush';

const ME_HASH = JSON.stringify(queryKeys.auth.me);

/** Keeps who is signed in on this device (id and name only), for queuing events after an offline start. */
async function rememberSignedInUser(data: unknown) {
  // Dexie is loaded only when there is something to keep or forget, not with the app.
  const outboxDb = async () => (await import('@/outbox/outboxDb')).outboxDb;
  const user = currentUserSchema.safeParse(data);
  if (user.success) await (await outboxDb()).account.put({ key: 'last', id: user.data.id, name: user.data.name });
  // Nobody to forget while there is no outbox database (a first visit): deleting would create it as the page starts.
  else if (data === null && (await databaseExists(OUTBOX_DB_NAME))) await (await outboxDb()).account.delete('last');
}

/**
 * The page's half of the outbox (events and forum writes): asks for a send on start, when the connection returns and after
 * a sign-in; relays the worker's reports; refreshes the event lists and says what was sent.
 * Returns the cleanup (for React effects).
 */
export function startOutboxSync(queryClient: QueryClient): () => void {
  const flush = () => void requestOutboxFlush().catch((error: unknown) => console.warn('Queued events not sent', error));
  const onWorkerMessage = (event: MessageEvent) => {
    if (isOutboxChangedMessage(event.data)) emitOutboxChange(event.data);
  };
  const stopReports = onOutboxChange(({ sent, forumSent, needsSignIn }) => {
    if (forumSent.length > 0) {
      // Posts, comments and votes made offline are on the server now: the forum shows the server's copy.
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
      void queryClient.invalidateQueries({ queryKey: ['/api/users'], refetchType: 'none' });
      toast({ title: communityTexts.sentTitle, description: communityTexts.sentDescription });
    }
    if (sent.length > 0) {
      rememberSentEvents(queryClient, sent);
      toast({ title: eventTexts.created, description: sent.length === 1 ? eventTexts.sentDescription : eventTexts.sentManyDescription });
    }
    if (needsSignIn) toast({ variant: 'destructive', title: eventTexts.needsSignInTitle, description: eventTexts.needsSignInDescription });
  });
  const stopWatchingUser = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== ME_HASH) return;
    void rememberSignedInUser(event.query.state.data).catch(() => undefined);
    // A sign-in may be what a queued event was waiting for.
    if (event.query.state.data) flush();
  });

  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const stopOnReconnect = connectivity.onReconnect(flush);
  flush();
  return () => {
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    stopOnReconnect();
    stopReports();
    stopWatchingUser();
  };
}
