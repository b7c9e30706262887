import { commentResources, postResources } from '@shared/community/resources';
import { resourceUrl } from '@shared/http/resource';
import { messageResources } from '@shared/messages/resources';
import type { ThreadStartInput } from '@shared/messages/schemas';
import { attempt, REQUEST_TIMEOUT_MS } from '@/outbox/attempt';
import type { QueuedWrite, ReadyJsonWrite } from '@/outbox/types';

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
      return { method: postResources.create.method, url: resourceUrl(postResources.create), body: write.payload };
    case 'comment': {
      const { method } = commentResources.create;
      return { method, url: resourceUrl(commentResources.create, { params: { id: write.postId } }), body: write.payload };
    }
    case 'post-vote':
      return {
        method: postResources.vote.method,
        url: resourceUrl(postResources.vote, { params: { id: write.postId } }),
        body: { value: write.value },
      };
    case 'comment-vote': {
      const { method } = commentResources.vote;
      return { method, url: resourceUrl(commentResources.vote, { params: { id: write.commentId } }), body: { value: write.value } };
    }
    case 'message':
      // The API names the client id `clientId` (shared/messages/schemas.ts messageSendSchema).
      return {
        method: messageResources.send.method,
        url: resourceUrl(messageResources.send, { params: { id: write.threadId } }),
        body: { body: write.payload.body, clientId: write.payload.id },
      };
  }
}

/**
 * Starts the conversation with a member a message was written to (or answers the existing one): safe to repeat, as
 * there is only ever one conversation between two members.
 */
export const threadStartRequest = (userId: string): OutboxRequest => ({
  method: messageResources.startThread.method,
  url: resourceUrl(messageResources.startThread),
  body: { userId } satisfies ThreadStartInput,
});

/** A new post's picture, sent once the post is on the server. */
export const postImageUrl = (postId: string) => resourceUrl(postResources.uploadImage, { params: { id: postId } });

/** One JSON request of `item`, sent as written by its member. */
export const sendJson = ({ method, url, body }: OutboxRequest, item: QueuedWrite) =>
  attempt(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, REQUEST_TIMEOUT_MS, item.memberId);
