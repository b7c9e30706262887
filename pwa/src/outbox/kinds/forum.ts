import { attempt, UPLOAD_TIMEOUT_MS } from '@/outbox/attempt';
import { outboxDb } from '@/outbox/outboxDb';
import { outcomeOf, type WriteOutcome } from '@/outbox/outcome';
import type { QueuedForumWrite, QueuedOf } from '@/outbox/types';
import { sendJson } from '@/outbox/declaredRequest';
import { postImageRequest, requestFor } from './jsonRequests';

/** The server's answer as it came (a new post), or null when it cannot be read (it was sent all the same). */
const answerOf = (response: Response): Promise<unknown> => response.json().catch(() => null);

const sent = (item: QueuedForumWrite, answer?: unknown): WriteOutcome => ({
  kind: 'sent',
  report: { kind: item.kind, id: item.id, postId: item.kind === 'post' ? item.id : item.postId, answer },
});

/**
 * A new post's picture, once the post is on the server. Sending it again is harmless: the post's picture is replaced
 * by the same one. Progress is recorded first, so a later attempt does not create the post again (it would be a
 * harmless replay anyway).
 */
async function sendPostImage(item: QueuedOf<'post'>, image: { blob: Blob; name: string }): Promise<WriteOutcome> {
  await outboxDb.writes
    .where('id')
    .equals(item.id)
    .modify((row) => {
      if (row.kind === 'post') row.postCreated = true;
    });
  const form = new FormData();
  form.append('image', image.blob, image.name);
  const { method, url, body } = postImageRequest(item.id, form);
  const answer = await attempt(url, { method, body }, UPLOAD_TIMEOUT_MS, item.memberId);
  return answer.ok ? sent(item, await answerOf(answer.response)) : outcomeOf(answer.failure, true);
}

/** A new post: the post with its client id, then its picture if it has one. */
export async function sendPost(item: QueuedOf<'post'>): Promise<WriteOutcome> {
  if (item.image) {
    if (!item.postCreated) {
      const answer = await sendJson(requestFor(item), item);
      if (!answer.ok) return outcomeOf(answer.failure, false);
    }
    return sendPostImage(item, item.image);
  }
  const answer = await sendJson(requestFor(item), item);
  return answer.ok ? sent(item, await answerOf(answer.response)) : outcomeOf(answer.failure, false);
}

/** A comment (its client id) or a vote (it sets a value): one request, safe to repeat. */
export async function sendForumJson(item: QueuedOf<'comment' | 'post-vote' | 'comment-vote'>): Promise<WriteOutcome> {
  const answer = await sendJson(requestFor(item), item);
  return answer.ok ? sent(item) : outcomeOf(answer.failure, false);
}
