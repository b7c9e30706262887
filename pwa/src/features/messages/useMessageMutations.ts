import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Thread } from '@shared/messages/responses';
import { messageTexts } from '@shared/messages/texts';
import { serverMessage } from '@/http/errorMessage';
import { queryKeys } from '@/http/queryKeys';
import { connectivity } from '@/network/connectivityStore';
import { toast } from '@/ui/toast/toastStore';
import { markThreadRead, sendMessage, startThread } from './messagesApi';

/** The list and the badge change with every send or read. */
function useRefreshOverview() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.messages.threads, exact: true }),
      queryClient.invalidateQueries({ queryKey: queryKeys.messages.unreadCount, exact: true }),
    ]);
}

/**
 * Sends a message with a fresh client id, so a send the server stored but whose answer got lost can be repeated
 * without a duplicate. Offline there is no queue yet (the outbox comes later): the member is told to send again.
 */
export function useSendMessage(threadId: string) {
  const queryClient = useQueryClient();
  const refreshOverview = useRefreshOverview();
  return useMutation({
    mutationFn: (body: string) => sendMessage({ threadId, input: { body, clientId: crypto.randomUUID() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.messages.thread(threadId), exact: true });
      await refreshOverview();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: messageTexts.sendFailed,
        description: serverMessage(error) ?? (connectivity.isOnline() ? 'Please try again' : messageTexts.sendOffline),
      }),
  });
}

/** Marks the open thread read whenever it shows something unread (on opening, and as new messages arrive). */
export function useMarkReadWhenShown(thread: Thread | undefined) {
  const refreshOverview = useRefreshOverview();
  const { mutate } = useMutation({ mutationFn: markThreadRead, onSuccess: refreshOverview });
  const marked = useRef('');
  const unreadKey = thread?.unread ? `${thread.id}@${thread.lastMessageAt ?? ''}` : '';
  useEffect(() => {
    if (!thread || !unreadKey || marked.current === unreadKey) return;
    marked.current = unreadKey;
    mutate(thread.id);
  }, [thread, unreadKey, mutate]);
}

/** /messages?user={id}: opens the conversation with that member, starting it if there is none yet. */
export function useStartThreadFromLink(userId: string | null, onOpen: (thread: Thread) => void, onFail: () => void) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: startThread,
    onSuccess: (thread) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.threads, exact: true });
      onOpen(thread);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: messageTexts.startFailed, description: serverMessage(error) ?? 'Please try again' });
      onFail();
    },
  });
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || started.current === userId) return;
    started.current = userId;
    mutate(userId);
  }, [userId, mutate]);
}
