import { messageResources } from '@shared/messages/resources';
import { memberKeyOf } from '@/http/resources';
import { unreadCountKey } from './unreadCountKey';

/**
 * A member's conversations, keyed by the member whose they are (memberKeyOf: kept on the device for them alone), from
 * their declarations (shared/messages/resources.ts).
 */
export const messageKeys = {
  threads: (memberId: string) => memberKeyOf(messageResources.threads, memberId),
  /** One conversation's pages (the `before` cursor is each page's). */
  thread: (memberId: string, threadId: string) => memberKeyOf(messageResources.thread, memberId, { params: { id: threadId } }),
  unreadCount: unreadCountKey,
};
