import { messageSchema, type Message } from '@shared/messages/responses';
import { attempt, type AttemptFailure } from './attempt';
import { postImageUrl, requestFor } from './forumRequests';
import { outboxDb } from './outboxDb';
import type { QueuedForumWrite } from './types';

/** `message`: the server's copy of a direct message that was sent (null if its answer could not be read). */
export type ForumSendOutcome = { kind: 'sent'; message?: Message | null } | AttemptFailure;

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
  const answer = await attempt(postImageUrl(item.id), { method: 'POST', body: form }, FORUM_IMAGE_SEND_TIMEOUT_MS);
  return answer.ok ? { kind: 'sent' } : answer.failure;
}

/** Sends one queued forum write with plain fetch (the service worker runs this too). */
export async function sendForumWrite(item: QueuedForumWrite): Promise<ForumSendOutcome> {
  if (!(item.kind === 'post' && item.postCreated)) {
    const { method, url, body } = requestFor(item);
    const json = { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const answer = await attempt(url, json, FORUM_SEND_TIMEOUT_MS);
    if (!answer.ok) return answer.failure;
    if (item.kind === 'message') {
      const message = messageSchema.safeParse(await answer.response.json().catch(() => null));
      return { kind: 'sent', message: message.success ? message.data : null };
    }
  }
  if (item.kind === 'post' && item.image) return sendPostImage(item, item.image);
  return { kind: 'sent' };
}
