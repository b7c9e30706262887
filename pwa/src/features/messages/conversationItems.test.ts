import { describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '@shared/messages/responses';
import type { QueuedWrite } from '@/outbox/types';
import {
  conversationItems,
  pendingConversations,
  queuedMessagesOf,
  queuedMessagesTo,
  withSentMessage,
  type LocalMessage,
} from './conversationItems';

const ME = 'me-id';
const THREAD = 'thread-1';

const message = (id: string, body = id): Message => ({
  id,
  senderId: ME,
  senderName: 'Me',
  body,
  createdAt: '2026-11-23T20:00:00.000Z',
  isOwn: true,
});

const queuedMessage = (id: string, overrides: { threadId?: string; memberId?: string } = {}): LocalMessage => ({
  kind: 'message',
  threadId: THREAD,
  payload: { id, body: `queued ${id}` },
  id,
  memberId: ME,
  memberName: 'Me',
  state: 'waiting',
  lastError: null,
  attempts: 0,
  queuedAt: '2026-11-23T20:01:00.000Z',
  ...overrides,
});

const idsOf = (items: ReturnType<typeof conversationItems>) =>
  items.map((item) => `${item.kind}:${item.kind === 'stored' ? item.message.id : item.id}`);

describe('conversationItems', () => {
  it('shows the server’s messages, then mine waiting, then mine being sent', () => {
    const items = conversationItems([message('a')], [queuedMessage('q')], [{ id: 's', body: 'now' }]);
    expect(idsOf(items)).toEqual(['stored:a', 'local:q', 'sending:s']);
  });

  it('shows a message the server has only once, as the server’s, however many sources still hold it', () => {
    const items = conversationItems([message('a'), message('q')], [queuedMessage('q')], [{ id: 'q', body: 'q' }]);
    expect(idsOf(items)).toEqual(['stored:a', 'stored:q']);
  });

  it('shows a send that fell back to the outbox as waiting, not also as sending', () => {
    const items = conversationItems([], [queuedMessage('q')], [{ id: 'q', body: 'q' }]);
    expect(idsOf(items)).toEqual(['local:q']);
  });
});

describe('queuedMessagesOf', () => {
  it('keeps only this member’s messages to this conversation', () => {
    const forumComment: QueuedWrite = {
      ...queuedMessage('c'),
      kind: 'comment',
      postId: 'p',
      payload: { id: 'c', body: 'hi', parentId: null },
    };
    const queued: QueuedWrite[] = [
      queuedMessage('mine'),
      queuedMessage('other-thread', { threadId: 'thread-2' }),
      queuedMessage('other-member', { memberId: 'someone-else' }),
      forumComment,
    ];
    expect(queuedMessagesOf(queued, ME, THREAD).map((item) => item.id)).toEqual(['mine']);
  });
});

describe('messages written to a member before the conversation with them existed', () => {
  const BOB = 'bob-id';
  const toBob = (id: string, threadId: string | null): LocalMessage => ({
    ...queuedMessage(id),
    threadId: null,
    to: { id: BOB, name: 'Bob' },
    ...(threadId === null ? {} : { threadId }),
  });

  it('show in that conversation once it exists, started for them or not yet', () => {
    const queued: QueuedWrite[] = [toBob('waiting-start', null), toBob('started', THREAD), queuedMessage('in-thread')];
    expect(queuedMessagesOf(queued, ME, THREAD, BOB).map((item) => item.id)).toEqual(['waiting-start', 'started', 'in-thread']);
    // Another member's conversation does not show them, nor one whose other member is not known yet.
    expect(queuedMessagesOf(queued, ME, 'thread-2', 'someone-else').map((item) => item.id)).toEqual([]);
    expect(queuedMessagesOf(queued, ME, THREAD).map((item) => item.id)).toEqual(['started', 'in-thread']);
  });

  it('show on the page written to that member, and only there, only for who wrote them', () => {
    const queued: QueuedWrite[] = [toBob('waiting-start', null), toBob('started', THREAD), queuedMessage('in-thread')];
    expect(queuedMessagesTo(queued, ME, BOB).map((item) => item.id)).toEqual(['waiting-start', 'started']);
    expect(queuedMessagesTo(queued, 'someone-else', BOB)).toEqual([]);
  });

  it('list one waiting conversation per member not started yet, the latest message first, for who wrote them', () => {
    const toAnn = (id: string, queuedAt: string): LocalMessage => ({
      ...queuedMessage(id),
      threadId: null,
      to: { id: 'ann-id', name: null },
      queuedAt,
    });
    const queued: QueuedWrite[] = [
      { ...toBob('first', null), queuedAt: '2026-11-23T20:01:00.000Z' },
      { ...toBob('second', null), queuedAt: '2026-11-23T20:03:00.000Z' },
      toBob('started', THREAD),
      toAnn('to-ann', '2026-11-23T20:02:00.000Z'),
    ];
    expect(pendingConversations(queued, ME)).toEqual([
      { userId: BOB, name: 'Bob', lastBody: 'queued second', lastQueuedAt: '2026-11-23T20:03:00.000Z' },
      { userId: 'ann-id', name: null, lastBody: 'queued to-ann', lastQueuedAt: '2026-11-23T20:02:00.000Z' },
    ]);
    expect(pendingConversations(queued, 'someone-else')).toEqual([]);
  });
});

describe('withSentMessage', () => {
  const page = (items: Message[]): MessagePage => ({
    thread: {
      id: THREAD,
      participant: { id: 'other', name: 'Other', username: 'other', avatarUrl: null },
      lastMessage: null,
      lastMessageAt: null,
      unread: false,
      createdAt: '2026-11-23T19:00:00.000Z',
    },
    items,
    nextCursor: null,
  });

  it('adds the sent message at the end of the newest page', () => {
    const data = { pages: [page([message('b')]), page([message('a')])], pageParams: ['', 'cursor'] };
    const next = withSentMessage(data, message('c'));
    expect(next?.pages.map((each) => each.items.map((item) => item.id))).toEqual([['b', 'c'], ['a']]);
  });

  it('changes nothing when a page already has it (the poll was first) or nothing is cached', () => {
    const data = { pages: [page([message('b')]), page([message('a')])], pageParams: ['', 'cursor'] };
    expect(withSentMessage(data, message('a'))).toBe(data);
    expect(withSentMessage(undefined, message('a'))).toBeUndefined();
  });
});
