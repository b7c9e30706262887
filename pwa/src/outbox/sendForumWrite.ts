import { attempt, type AttemptFailure } from './attempt';
import { outboxDb } from './outboxDb';
import type { ForumWrite, QueuedForumWrite } from './types';

export type ForumSendOutcome = { kind: 'sent' } | AttemptFailure;

/** Forum writes are small JSON requests: a quarter of a minute is plenty, and lie-fi gives up sooner. */
export const FORUM_SEND_TIMEOUT_MS = 15_000;
/** A picture is bigger: a minute. */
export const FORUM_IMAGE_SEND_TIMEOUT_MS = 60_000;

const path = (...parts: string[]) => `/api/${parts.map(encodeURIComponent).join('/')}`;

/** The one request each write is. Every one is safe to repeat: creates carry their client id, a vote sets a value. */
function requestFor(write: ForumWrite): { method: 'POST' | 'PUT'; url: string; body: unknown } {
  switch (write.kind) {
    case 'post':
      return { method: 'POST', url: '/api/posts', body: write.payload };
    case 'comment':
      return { method: 'POST', url: `${path('posts', write.postId)}/comments`, body: write.payload };
    case 'post-vote':
      return { method: 'PUT', url: `${path('posts', write.postId)}/vote`, body: { value: write.value } };
    case 'comment-vote':
      return { method: 'PUT', url: `${path('comments', write.commentId)}/vote`, body: { value: write.value } };
  }
}

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
  const answer = await attempt(`${path('posts', item.id)}/image`, { method: 'POST', body: form }, FORUM_IMAGE_SEND_TIMEOUT_MS);
  return answer.ok ? { kind: 'sent' } : answer.failure;
}

/** Sends one queued forum write with plain fetch (the service worker runs this too). */
export async function sendForumWrite(item: QueuedForumWrite): Promise<ForumSendOutcome> {
  if (!(item.kind === 'post' && item.postCreated)) {
    const { method, url, body } = requestFor(item);
    const json = { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const answer = await attempt(url, json, FORUM_SEND_TIMEOUT_MS);
    if (!answer.ok) return answer.failure;
  }
  if (item.kind === 'post' && item.image) return sendPostImage(item, item.image);
  return { kind: 'sent' };
}
