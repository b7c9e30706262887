import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onOutboxChange } from '@/features/outbox/outboxChanges';
import { showSentMessage } from './useMessageMutations';

/**
 * Messages that waited on the device and were sent later (by the service worker, or this page once back online) show
 * in their conversation at once, as sent, and the list and badge follow.
 */
export function useShowMessagesSentLater(memberId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = onOutboxChange(({ messagesSent = [] }) => {
      for (const sent of messagesSent) {
        if (sent.memberId === memberId) void showSentMessage(queryClient, memberId, sent.threadId, sent.message);
      }
    });
    return () => void stop();
  }, [memberId, queryClient]);
}
