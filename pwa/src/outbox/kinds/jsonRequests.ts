import { declaredRequest, type OutboxRequest } from '@/outbox/declaredRequest';
import type { ReadyJsonWrite } from '@/outbox/types';

/** The one request each write is. Every one is safe to repeat: creates carry their client id, a vote sets a value. */
export function requestFor(write: ReadyJsonWrite): OutboxRequest {
  switch (write.kind) {
    case 'post':
      return declaredRequest('postResources.create', { body: write.payload });
    case 'comment':
      return declaredRequest('commentResources.create', { params: { id: write.postId }, body: write.payload });
    case 'post-vote':
      return declaredRequest('postResources.vote', { params: { id: write.postId }, body: { value: write.value } });
    case 'comment-vote':
      return declaredRequest('commentResources.vote', { params: { id: write.commentId }, body: { value: write.value } });
    case 'message':
      // The API names the client id `clientId` (shared/messages/schemas.ts messageSendSchema).
      return declaredRequest('messageResources.send', {
        params: { id: write.threadId },
        body: { body: write.payload.body, clientId: write.payload.id },
      });
  }
}

/**
 * Starts the conversation with a member a message was written to (or answers the existing one): safe to repeat, as
 * there is only ever one conversation between two members.
 */
export const threadStartRequest = (userId: string): OutboxRequest => declaredRequest('messageResources.startThread', { body: { userId } });

/** A new post's picture, sent once the post is on the server. */
export const postImageRequest = (postId: string, form: FormData): OutboxRequest<FormData> =>
  declaredRequest('postResources.uploadImage', { params: { id: postId }, body: form });
