import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onOutboxChange } from '@/outbox/page/outboxChanges';
import { showSentMessage } from './useMessageMutations';

/**
 * Messages that waited on the device and were sent later (by the service worker, or this page once back online) show
 * in their conversation at once, as sent, and the list and badge follow. The first one written to `linkedUserId` (the
 * member of /messages?user=) started that conversation: `onStarted` opens it.
 */
export function useShowMessagesSentLater(memberId: string, linkedUserId: string, onStarted: (threadId: string) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = onOutboxChange(({ sent: reports }) => {
      for (const sent of reports) {
        if (sent.kind !== 'message' || sent.memberId !== memberId) continue;
        void showSentMessage(queryClient, memberId, sent.threadId, sent.message);
        if (linkedUserId && sent.toUserId === linkedUserId) onStarted(sent.threadId);
      }
    });
    return () => void stop();
  }, [memberId, linkedUserId, onStarted, queryClient]);
}
