import { declareResource } from '../http/resource';
import { messagePageSchema, messageSchema, threadListSchema, threadSchema } from './responses';
import { messagePageQuerySchema, messageSendSchema, threadIdParams, threadStartSchema } from './schemas';

/**
 * A member's direct conversations (docs/product/screens.md Messages): only its two members ever see a thread (404 for
 * anyone else: `owner` is api/messages/routes.ts's participant check). What they read is kept on the device for that
 * member only. Served by api/messages/routes.ts; the header's unread count is in ./unread-resources.ts.
 */
export const messageResources = {
  threads: declareResource({
    method: 'GET',
    path: '/api/messages/threads',
    response: threadListSchema,
    access: 'member',
    device: 'kept-for-member',
  }),
  /** The one conversation with that member, started or, when it exists, answered again (200). */
  startThread: declareResource({
    method: 'POST',
    path: '/api/messages/threads',
    body: threadStartSchema,
    response: threadSchema,
    status: 201,
    replayable: true,
    errors: [404],
    access: 'member',
    device: 'not-kept',
    // A message written to a member with no conversation yet starts it first.
    outboxKind: 'message',
  }),
  /** One page of a conversation, newest first; `before` is the previous page's cursor. */
  thread: declareResource({
    method: 'GET',
    path: '/api/messages/threads/{id}',
    params: threadIdParams,
    query: messagePageQuerySchema,
    response: messagePageSchema,
    access: 'owner',
    device: 'kept-for-member',
  }),
  /** The message's `clientId` makes a resend answer the stored message (200) instead of a second one. */
  send: declareResource({
    method: 'POST',
    path: '/api/messages/threads/{id}',
    params: threadIdParams,
    body: messageSendSchema,
    response: messageSchema,
    status: 201,
    replayable: true,
    errors: [409, 429],
    access: 'owner',
    device: 'not-kept',
    outboxKind: 'message',
  }),
  /** Marks what the other member sent in the thread as read. */
  markRead: declareResource({
    method: 'POST',
    path: '/api/messages/threads/{id}/read',
    params: threadIdParams,
    response: null,
    status: 204,
    access: 'owner',
    device: 'not-kept',
  }),
};
