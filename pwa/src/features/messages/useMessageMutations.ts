import { useEffect, useRef } from 'react';
import { useMutation, useMutationState, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage, Thread } from '@shared/messages/responses';
import { messageTexts } from '@shared/messages/texts';
import { ApiError } from '@/http/client';
import { serverMessage } from '@/http/errorMessage';
import { connectivity } from '@/network/connectivityStore';
import { toast } from '@/ui/toast/toastStore';
import { submit, writeFailureMessage } from '@/outbox/page/submit';
import type { OutboxMember } from '@/features/auth';
import type { MessageAddress } from '@/outbox/types';
import { withSentMessage, type SendingMessage } from './conversationItems';
import { messageKeys } from './messageKeys';
import { markThreadRead, startThread } from './messagesApi';

/** The list and the badge change with every send or read. */
function refreshOverview(queryClient: QueryClient, memberId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.threads(memberId), exact: true }),
    queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount(memberId), exact: true }),
  ]);
}

/**
 * A message that reached the server shows at once where it belongs (before the conversation is read again: no gap, and
 * no second copy, as the server's copy has the same id); then the conversation, the list and the badge are refreshed.
 */
export async function showSentMessage(queryClient: QueryClient, memberId: string, threadId: string, message: Message | null) {
  const key = messageKeys.thread(memberId, threadId);
  if (message) {
    // A poll already on its way would answer without it and hide it until the next one.
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    queryClient.setQueryData<InfiniteData<MessagePage>>(key, (data) => withSentMessage(data, message));
  }
  // Not awaited: the box empties as soon as the message shows, not once everything was read again.
  void queryClient.invalidateQueries({ queryKey: key, exact: true });
  void refreshOverview(queryClient, memberId);
}

/** A conversation's sends, or those to a member with none yet (each pane shows its own). */
const sendKey = (address: MessageAddress) =>
  address.threadId === null ? ['send-message', 'to', address.to.id] : ['send-message', address.threadId];

/**
 * Sends a message through the outbox with its own client id, so it reaches the server exactly once: sent now when the
 * server answers, otherwise kept on the device (shown in the conversation as waiting) and sent later, by this page or
 * the service worker. A refusal (blocked, not found, too often, invalid) rejects: nothing is kept, the box keeps the text.
 * A message to a member with no conversation yet starts it first; `onStarted` then gets the conversation.
 */
export function useSendMessage(address: MessageAddress, member: OutboxMember, onStarted?: (threadId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendKey(address),
    mutationFn: ({ id, body }: SendingMessage) => submit({ kind: 'message', ...address, payload: { id, body } }, member),
    onSuccess: async (answer, { id, body }) => {
      if (answer.result !== 'sent') return;
      const delivered = answer.sent?.kind === 'message' ? answer.sent : null;
      const threadId = delivered?.threadId ?? address.threadId;
      if (threadId === null) return;
      // The server's copy; if its answer could not be read, what was sent stands in until the refresh.
      const copy = delivered?.message ?? {
        id,
        body,
        senderId: member.id,
        senderName: member.name,
        createdAt: new Date().toISOString(),
        isOwn: true,
      };
      await showSentMessage(queryClient, member.id, threadId, copy);
      if (address.threadId === null) onStarted?.(threadId);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: messageTexts.sendFailed,
        description: writeFailureMessage(error) ?? 'Please try again',
      }),
  });
}

/** The messages of this conversation the member is waiting on right now (their sends still running). */
export function useSendingMessages(address: MessageAddress): SendingMessage[] {
  return useMutationState({
    filters: { mutationKey: sendKey(address), status: 'pending' },
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
 * What the pane of /messages?user={id} shows while there is no conversation to open yet: nothing yet, the member's
 * messages to them (no answer: they wait), or why the server will not open it (with the messages kept for that member,
 * so they can still be discarded).
 */
export type LinkedMemberPane = { state: 'starting' } | { state: 'write-here' } | { state: 'refused'; reason: string };

/** The server refused the start (the member is gone, is me, or I am blocked): nothing to write to. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * /messages?user={id} for a member with no conversation in the list saved here: starts it (or finds it: the server
 * answers the existing one) and opens it. With no answer (offline, lie-fi) the pane lets the member write to them
 * anyway: the messages wait in the outbox, which starts the conversation when it sends them.
 */
export function useStartThreadFromLink(
  memberId: string,
  userId: string | null,
  /** The list saved here already has the conversation: the page opens that one, nothing to start. */
  known: boolean,
  onOpen: (thread: Thread) => void,
): LinkedMemberPane {
  const queryClient = useQueryClient();
  const start = useMutation({
    // Offline there is no point in waiting for the request to fail.
    mutationFn: (id: string) => (connectivity.isOnline() ? startThread(id) : Promise.reject(new Error('offline'))),
    onSuccess: (thread) => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.threads(memberId), exact: true });
      onOpen(thread);
    },
  });
  const { mutate } = start;
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || known || started.current === userId) return;
    started.current = userId;
    mutate(userId);
  }, [userId, known, mutate]);
  if (start.status !== 'error' || start.variables !== userId) return { state: 'starting' };
  if (!isRefusal(start.error)) return { state: 'write-here' };
  const reason = serverMessage(start.error);
  return { state: 'refused', reason: reason ? messageTexts.startRefused(reason) : messageTexts.startFailed };
}
