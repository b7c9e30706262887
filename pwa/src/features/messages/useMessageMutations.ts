import { useEffect, useRef } from 'react';
import { useMutation, useMutationState, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage, Thread } from '@shared/messages/responses';
import { messageTexts } from '@shared/messages/texts';
import { serverMessage } from '@/http/errorMessage';
import { queryKeys } from '@/http/queryKeys';
import { connectivity } from '@/network/connectivityStore';
import { toast } from '@/ui/toast/toastStore';
import { forumFailureMessage, submitOutboxWrite } from '@/features/community/outbox/submitForumWrite';
import type { OutboxMember } from '@/features/outbox/useOutboxMember';
import { withSentMessage, type SendingMessage } from './conversationItems';
import { markThreadRead, startThread } from './messagesApi';

/** The list and the badge change with every send or read. */
function refreshOverview(queryClient: QueryClient, memberId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.messages.threads(memberId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.messages.unreadCount(memberId), exact: true }),
  ]);
}

/**
 * A message that reached the server shows at once where it belongs (before the conversation is read again: no gap, and
 * no second copy, as the server's copy has the same id); then the conversation, the list and the badge are refreshed.
 */
export async function showSentMessage(queryClient: QueryClient, memberId: string, threadId: string, message: Message | null) {
  const key = queryKeys.messages.thread(memberId, threadId);
  if (message) {
    // A poll already on its way would answer without it and hide it until the next one.
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    queryClient.setQueryData<InfiniteData<MessagePage>>(key, (data) => withSentMessage(data, message));
  }
  // Not awaited: the box empties as soon as the message shows, not once everything was read again.
  void queryClient.invalidateQueries({ queryKey: key, exact: true });
  void refreshOverview(queryClient, memberId);
}

const sendKey = (threadId: string) => ['send-message', threadId];

/**
 * Sends a message through the outbox with its own client id, so it reaches the server exactly once: sent now when the
 * server answers, otherwise kept on the device (shown in the conversation as waiting) and sent later, by this page or
 * the service worker. A refusal (blocked, not found, too often, invalid) rejects: nothing is kept, the box keeps the text.
 */
export function useSendMessage(threadId: string, member: OutboxMember) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendKey(threadId),
    mutationFn: ({ id, body }: SendingMessage) => submitOutboxWrite({ kind: 'message', threadId, payload: { id, body } }, member),
    onSuccess: async ({ result, sent }, { id, body }) => {
      if (result !== 'sent') return;
      // The server's copy; if its answer could not be read, what was sent stands in until the refresh.
      const copy = sent?.message ?? {
        id,
        body,
        senderId: member.id,
        senderName: member.name,
        createdAt: new Date().toISOString(),
        isOwn: true,
      };
      await showSentMessage(queryClient, member.id, threadId, copy);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: messageTexts.sendFailed,
        description: forumFailureMessage(error) ?? 'Please try again',
      }),
  });
}

/** The messages of this conversation the member is waiting on right now (their sends still running). */
export function useSendingMessages(threadId: string): SendingMessage[] {
  return useMutationState({
    filters: { mutationKey: sendKey(threadId), status: 'pending' },
    select: (mutation) => mutation.state.variables,
  }).filter(isSendingMessage);
}

const isSendingMessage = (value: unknown): value is SendingMessage =>
  typeof value === 'object' && value !== null && 'id' in value && 'body' in value;

/** Marks the open thread read whenever it shows something unread (on opening, and as new messages arrive). */
export function useMarkReadWhenShown(memberId: string, thread: Thread | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({ mutationFn: markThreadRead, onSuccess: () => refreshOverview(queryClient, memberId) });
  const marked = useRef('');
  const unreadKey = thread?.unread ? `${thread.id}@${thread.lastMessageAt ?? ''}` : '';
  useEffect(() => {
    if (!thread || !unreadKey || marked.current === unreadKey) return;
    marked.current = unreadKey;
    mutate(thread.id);
  }, [thread, unreadKey, mutate]);
}

/**
 * /messages?user={id}: opens the conversation with that member, starting it if there is none yet. Online only: the
 * server gives the conversation its id, so with no connection the member is told to open it again later.
 */
export function useStartThreadFromLink(memberId: string, userId: string | null, onOpen: (thread: Thread) => void, onFail: () => void) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: startThread,
    onSuccess: (thread) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.threads(memberId), exact: true });
      onOpen(thread);
    },
    onError: (error) => {
      const reason = serverMessage(error) ?? (connectivity.isOnline() ? 'Please try again' : messageTexts.startOffline);
      toast({ variant: 'destructive', title: messageTexts.startFailed, description: reason });
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
