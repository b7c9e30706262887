import { describe, expect, it } from 'vitest';
import { messageSendSchema, threadStartSchema } from '@shared/messages/schemas';
import { requestFor, threadStartRequest } from './jsonRequests';

describe('requestFor', () => {
  it('sends a queued message to its thread with its client id, in the shape the API accepts', () => {
    const id = '0d7f5a4e-3b1c-4e8a-9b2f-5c6d7e8f9a0b';
    const request = requestFor({ kind: 'message', threadId: 'a/b', payload: { id, body: 'Still for sale?' } });
    expect(request).toEqual({ method: 'POST', url: '/api/messages/threads/a%2Fb', body: { body: 'Still for sale?', clientId: id } });
    expect(messageSendSchema.parse(request.body)).toEqual({ body: 'Still for sale?', clientId: id });
  });

  it('starts the conversation with a member a message was written to, in the shape the API accepts', () => {
    const userId = '22222222-2222-4222-8222-222222222222';
    const request = threadStartRequest(userId);
    expect(request).toEqual({ method: 'POST', url: '/api/messages/threads', body: { userId } });
    expect(threadStartSchema.parse(request.body)).toEqual({ userId });
  });

  it('keeps the forum’s requests as they were', () => {
    const payload = { id: 'c1', body: 'Nice', parentId: null };
    expect(requestFor({ kind: 'comment', postId: 'p1', payload })).toEqual({
      method: 'POST',
      url: '/api/posts/p1/comments',
      body: payload,
    });
    expect(requestFor({ kind: 'comment-vote', postId: 'p1', commentId: 'c1', value: 1 })).toEqual({
      method: 'PUT',
      url: '/api/comments/c1/vote',
      body: { value: 1 },
    });
  });
});
