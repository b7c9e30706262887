import type { Thread } from '@shared/messages/responses';
import { messageResources } from '@shared/messages/resources';
import { READ_TIMEOUT_MS } from '@/http/client';
import { callResource } from '@/http/resources';

/** The message calls the page makes itself (sends go through the outbox); every answer is checked before the UI uses it. */

/**
 * Starts (or finds) the conversation with a member. Given up after the read budget (lie-fi): asking again is harmless,
 * and the member may meanwhile write to them offline.
 */
export const startThread = (userId: string): Promise<Thread> =>
  callResource(messageResources.startThread, { body: { userId } }, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });

export const markThreadRead = (threadId: string): Promise<void> => callResource(messageResources.markRead, { params: { id: threadId } });
