import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage } from '@shared/messages/responses';
import type { QueuedWrite } from '@/outbox/types';

/** A message of mine still on this device: in the outbox (`waiting`, `needs-sign-in`, `failed`) or being sent now. */
export type LocalMessage = Extract<QueuedWrite, { kind: 'message' }>;

/** What the conversation shows, in reading order: the server's messages, then mine not on the server yet. */
export type ConversationItem =
  { kind: 'stored'; message: Message } | { kind: 'local'; id: string; item: LocalMessage } | { kind: 'sending'; id: string; body: string };

/** A message written here and not answered yet (the send the member is waiting for). */
export interface SendingMessage {
  id: string;
  body: string;
}

/**
 * Merges the three sources of one conversation so that each message shows exactly once: a message the server has
 * (its id is the client id it was sent with) is shown as the server's, never again as waiting or sending.
 */
export function conversationItems(stored: Message[], queued: LocalMessage[], sending: SendingMessage[]): ConversationItem[] {
  const shown = new Set(stored.map((message) => message.id));
  const items: ConversationItem[] = stored.map((message) => ({ kind: 'stored', message }));
  for (const item of queued) {
    if (shown.has(item.id)) continue;
    shown.add(item.id);
    items.push({ kind: 'local', id: item.id, item });
  }
  for (const message of sending) {
    if (shown.has(message.id)) continue;
    shown.add(message.id);
    items.push({ kind: 'sending', id: message.id, body: message.body });
  }
  return items;
}

const isMessageBy = (item: QueuedWrite, memberId: string): item is LocalMessage => item.kind === 'message' && item.memberId === memberId;

/**
 * The queued messages of one conversation, written by `memberId` (another member's wait for them, unseen): those
 * written in it, and those written to its other member (`participantId`) before it was started.
 */
export const queuedMessagesOf = (queued: QueuedWrite[], memberId: string, threadId: string, participantId?: string): LocalMessage[] =>
  queued.filter(
    (item): item is LocalMessage =>
      isMessageBy(item, memberId) &&
      (item.threadId === threadId || (item.threadId === null && participantId !== undefined && item.to.id === participantId)),
  );

/** The queued messages `memberId` wrote to `userId` with no conversation open (started for them, or not yet). */
export const queuedMessagesTo = (queued: QueuedWrite[], memberId: string, userId: string): LocalMessage[] =>
  queued.filter((item): item is LocalMessage => isMessageBy(item, memberId) && item.to?.id === userId);

/**
 * The conversation's cached pages with a message that has just reached the server, at the end of the newest page, so
 * it shows in place before the next poll brings the server's copy. Nothing changes if a page already has it.
 */
export function withSentMessage(data: InfiniteData<MessagePage> | undefined, message: Message): InfiniteData<MessagePage> | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
}

/** A conversation written offline to a member with none yet: it starts when its first message is sent. */
export interface PendingConversation {
  userId: string;
  name: string | null;
  lastBody: string;
  lastQueuedAt: string;
}

/** One entry per member `memberId` wrote to with no conversation yet, the latest message first. */
export function pendingConversations(queued: QueuedWrite[], memberId: string): PendingConversation[] {
  const byMember = new Map<string, PendingConversation>();
  for (const item of queued) {
    if (!isMessageBy(item, memberId) || item.threadId !== null) continue;
    const known = byMember.get(item.to.id);
    if (known && known.lastQueuedAt > item.queuedAt) continue;
    byMember.set(item.to.id, {
      userId: item.to.id,
      name: item.to.name ?? known?.name ?? null,
      lastBody: item.payload.body,
      lastQueuedAt: item.queuedAt,
    });
  }
  return [...byMember.values()].sort((a, b) => b.lastQueuedAt.localeCompare(a.lastQueuedAt));
}
