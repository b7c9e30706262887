import { messageSchema, threadSchema, type Message, type Thread } from '@shared/messages/responses';
import type { MessageSendInput, ThreadStartInput } from '@shared/messages/schemas';
import { apiRequest, readJson, READ_TIMEOUT_MS } from '@/http/client';

/** The message calls that change things; every answer is checked against shared/ before the UI uses it. */

const threadPath = (id: string) => `/api/messages/threads/${encodeURIComponent(id)}`;

/**
 * Starts (or finds) the conversation with a member. Given up after the read budget (lie-fi): asking again is harmless,
 * and the member may meanwhile write to them offline.
 */
export async function startThread(userId: string): Promise<Thread> {
  const body = { userId } satisfies ThreadStartInput;
  const signal = AbortSignal.timeout(READ_TIMEOUT_MS);
  return threadSchema.parse(await readJson(await apiRequest('POST', '/api/messages/threads', body, { signal })));
}

export async function sendMessage({ threadId, input }: { threadId: string; input: MessageSendInput }): Promise<Message> {
  return messageSchema.parse(await readJson(await apiRequest('POST', threadPath(threadId), input)));
}

export async function markThreadRead(threadId: string): Promise<void> {
  await apiRequest('POST', `${threadPath(threadId)}/read`);
}

/** GET of one page of a conversation: the newest without `before`, older ones with the previous page's cursor. */
export const threadPageUrl = (threadId: string, before: string) =>
  before ? `${threadPath(threadId)}?${new URLSearchParams({ before }).toString()}` : threadPath(threadId);
