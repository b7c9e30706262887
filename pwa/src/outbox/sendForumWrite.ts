import { postSchema, type Post } from '@shared/community/responses';
import { messageSchema, threadSchema, type Message } from '@shared/messages/responses';
import { attempt, type AttemptFailure } from './attempt';
import { postImageUrl, requestFor, threadStartRequest, type OutboxRequest } from './forumRequests';
import { outboxDb } from './outboxDb';
import type { QueuedForumWrite } from './types';

/** A direct message on the server: its conversation (maybe started for it), and the server's copy if it could be read. */
export interface DeliveredMessage {
  threadId: string;
  message: Message | null;
}

/**
 * `delivered`: set for a direct message that was sent. `post`: a new post as the server answered it (with its picture
 * when it has one), so the page shows it without asking again; absent when the answer could not be read.
 */
export type ForumSendOutcome = { kind: 'sent'; delivered?: DeliveredMessage; post?: Post } | AttemptFailure;

/** A new post in the server's answer, or undefined when the answer cannot be read (it was sent all the same). */
const postIn = async (response: Response): Promise<Post | undefined> => postSchema.safeParse(await response.json().catch(() => null)).data;

type QueuedMessage = Extract<QueuedForumWrite, { kind: 'message' }>;

/** Forum writes are small JSON requests: a quarter of a minute is plenty, and lie-fi gives up sooner. */
export const FORUM_SEND_TIMEOUT_MS = 15_000;
/** A picture is bigger: a minute. */
export const FORUM_IMAGE_SEND_TIMEOUT_MS = 60_000;

/**
 * A new post's picture, once the post is on the server. Sending it again is harmless: the post's picture is replaced
 * by the same one. Progress is recorded first, so a later attempt does not create the post again (it would be a
 * harmless replay anyway).
 */
async function sendPostImage(item: QueuedForumWrite & { kind: 'post' }, image: { blob: Blob; name: string }): Promise<ForumSendOutcome> {
  await outboxDb.forum
    .where('id')
    .equals(item.id)
    .modify((row) => {
      if (row.kind === 'post') row.postCreated = true;
    });
  const form = new FormData();
  form.append('image', image.blob, image.name);
  const answer = await attempt(postImageUrl(item.id), { method: 'POST', body: form }, FORUM_IMAGE_SEND_TIMEOUT_MS, item.memberId);
  return answer.ok ? { kind: 'sent', post: await postIn(answer.response) } : answer.failure;
}

/** One JSON request of `item`, sent as written by its member. */
const sendJson = ({ method, url, body }: OutboxRequest, item: QueuedForumWrite) =>
  attempt(
    url,
    { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    FORUM_SEND_TIMEOUT_MS,
    item.memberId,
  );

/**
 * The conversation a message written to a member goes to: started (or found: the start answers the existing one), then
 * recorded on the queued message before the message is sent, so an attempt cut short after this step never starts it
 * again. `null` thread: the member discarded the message meanwhile, there is nothing left to send.
 */
async function startConversation(item: QueuedMessage & { threadId: null }): Promise<{ threadId: string | null } | AttemptFailure> {
  const answer = await sendJson(threadStartRequest(item.to.id), item);
  if (!answer.ok) return answer.failure;
  const thread = threadSchema.safeParse(await answer.response.json().catch(() => null));
  // An answer that cannot be read (cut off, or not the API's): asking again is harmless.
  if (!thread.success) return { kind: 'unreachable' };
  const threadId = thread.data.id;
  const recorded = await outboxDb.forum
    .where('id')
    .equals(item.id)
    .modify((row, ctx) => {
      if (row.kind !== 'message') return;
      const started: QueuedForumWrite = { ...row, threadId };
      ctx.value = started;
    });
  return { threadId: recorded > 0 ? threadId : null };
}

/** The conversation of a queued message: the one it was written in, or the one started for it now. */
const conversationOf = (item: QueuedMessage): Promise<{ threadId: string | null } | AttemptFailure> =>
  item.threadId === null ? startConversation(item) : Promise.resolve({ threadId: item.threadId });

/** A direct message: its conversation first if it has none yet, then the message itself with its client id. */
async function sendQueuedMessage(item: QueuedMessage): Promise<ForumSendOutcome> {
  const conversation = await conversationOf(item);
  if ('kind' in conversation) return conversation;
  const { threadId } = conversation;
  // Discarded after its conversation was started: only the (empty) conversation is new on the server.
  if (threadId === null) return { kind: 'sent' };
  const answer = await sendJson(requestFor({ ...item, threadId }), item);
  if (!answer.ok) return answer.failure;
  const message = messageSchema.safeParse(await answer.response.json().catch(() => null));
  return { kind: 'sent', delivered: { threadId, message: message.success ? message.data : null } };
}

/** Sends one queued forum write with plain fetch (the service worker runs this too). */
export async function sendForumWrite(item: QueuedForumWrite): Promise<ForumSendOutcome> {
  if (item.kind === 'message') return sendQueuedMessage(item);
  if (item.kind === 'post' && item.image) {
    if (!item.postCreated) {
      const answer = await sendJson(requestFor(item), item);
      if (!answer.ok) return answer.failure;
    }
    return sendPostImage(item, item.image);
  }
  const answer = await sendJson(requestFor(item), item);
  if (!answer.ok) return answer.failure;
  return item.kind === 'post' ? { kind: 'sent', post: await postIn(answer.response) } : { kind: 'sent' };
}
