import type { AttemptFailure } from '@/outbox/attempt';
import { outboxDb } from '@/outbox/outboxDb';
import { outcomeOf, type WriteOutcome } from '@/outbox/outcome';
import type { QueuedMessage, QueuedWrite } from '@/outbox/types';
import { sendJson } from '@/outbox/declaredRequest';
import { requestFor, threadStartRequest } from './jsonRequests';

/** Of the started conversation (shared/messages/responses.ts, threadSchema) the outbox needs its id alone. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The started conversation's id, read without zod (the service worker sends queued messages and carries none). */
function startedThreadId(body: unknown): string | undefined {
  const id = typeof body === 'object' && body !== null ? (body as Partial<Record<'id', unknown>>).id : undefined;
  return typeof id === 'string' && UUID.test(id) ? id : undefined;
}

/**
 * The conversation a message written to a member goes to: started (or found: the start answers the existing one), then
 * recorded on the queued message before the message is sent, so an attempt cut short after this step never starts it
 * again. `null` thread: the member discarded the message meanwhile, there is nothing left to send.
 */
async function startConversation(item: QueuedMessage & { threadId: null }): Promise<{ threadId: string | null } | AttemptFailure> {
  const answer = await sendJson(threadStartRequest(item.to.id), item);
  if (!answer.ok) return answer.failure;
  const threadId = startedThreadId(await answer.response.json().catch(() => null));
  // An answer that cannot be read (cut off, or not the API's): asking again is harmless.
  if (threadId === undefined) return { kind: 'unreachable' };
  const recorded = await outboxDb.writes
    .where('id')
    .equals(item.id)
    .modify((row, ctx) => {
      if (row.kind !== 'message') return;
      const started: QueuedWrite = { ...row, threadId };
      ctx.value = started;
    });
  return { threadId: recorded > 0 ? threadId : null };
}

/** The conversation of a queued message: the one it was written in, or the one started for it now. */
const conversationOf = (item: QueuedMessage): Promise<{ threadId: string | null } | AttemptFailure> =>
  item.threadId === null ? startConversation(item) : Promise.resolve({ threadId: item.threadId });

/** A direct message: its conversation first if it has none yet, then the message itself with its client id. */
export async function sendMessage(item: QueuedMessage): Promise<WriteOutcome> {
  const conversation = await conversationOf(item);
  if ('kind' in conversation) return outcomeOf(conversation, false);
  const { threadId } = conversation;
  // Discarded after its conversation was started: only the (empty) conversation is new on the server.
  if (threadId === null) return { kind: 'sent', report: null };
  const answer = await sendJson(requestFor({ ...item, threadId }), item);
  if (!answer.ok) return outcomeOf(answer.failure, false);
  return {
    kind: 'sent',
    report: {
      kind: 'message',
      id: item.id,
      threadId,
      memberId: item.memberId,
      toUserId: item.to?.id,
      answer: await answer.response.json().catch(() => null),
    },
  };
}
