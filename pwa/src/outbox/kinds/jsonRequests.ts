import type { ThreadStartInput } from '@shared/messages/schemas';
import { attempt, REQUEST_TIMEOUT_MS } from '@/outbox/attempt';
import type { QueuedWrite, ReadyJsonWrite } from '@/outbox/types';

const path = (...parts: string[]) => `/api/${parts.map(encodeURIComponent).join('/')}`;

/** The one JSON request a queued write is. */
export interface OutboxRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: unknown;
}

/** The one request each write is. Every one is safe to repeat: creates carry their client id, a vote sets a value. */
export function requestFor(write: ReadyJsonWrite): OutboxRequest {
  switch (write.kind) {
    case 'post':
      return { method: 'POST', url: '/api/posts', body: write.payload };
    case 'comment':
      return { method: 'POST', url: `${path('posts', write.postId)}/comments`, body: write.payload };
    case 'post-vote':
      return { method: 'PUT', url: `${path('posts', write.postId)}/vote`, body: { value: write.value } };
    case 'comment-vote':
      return { method: 'PUT', url: `${path('comments', write.commentId)}/vote`, body: { value: write.value } };
    case 'message':
      // The API names the client id `clientId` (shared/messages/schemas.ts messageSendSchema).
      return {
        method: 'POST',
        url: path('messages', 'threads', write.threadId),
        body: { body: write.payload.body, clientId: write.payload.id },
      };
  }
}

/**
 * Starts the conversation with a member a message was written to (or answers the existing one): safe to repeat, as
 * there is only ever one conversation between two members.
 */
export const threadStartRequest = (userId: string): OutboxRequest => ({
  method: 'POST',
  url: '/api/messages/threads',
  body: { userId } satisfies ThreadStartInput,
});

/** A new post's picture, sent once the post is on the server. */
export const postImageUrl = (postId: string) => `${path('posts', postId)}/image`;

/** One JSON request of `item`, sent as written by its member. */
export const sendJson = ({ method, url, body }: OutboxRequest, item: QueuedWrite) =>
  attempt(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, REQUEST_TIMEOUT_MS, item.memberId);
