import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/http/queryKeys';
import { belongsToSomeoneElse, messagesOwner } from './messagesOwner';

const ANN = 'ann-id';
const BOB = 'bob-id';

describe('messagesOwner', () => {
  it('reads the member from every messages key', () => {
    expect(messagesOwner(queryKeys.messages.threads(ANN))).toBe(ANN);
    expect(messagesOwner(queryKeys.messages.thread(ANN, 't1'))).toBe(ANN);
    expect(messagesOwner(queryKeys.messages.unreadCount(ANN))).toBe(ANN);
  });

  it('finds no owner outside the messages keys or without a member', () => {
    expect(messagesOwner(queryKeys.posts.detail(ANN))).toBeNull();
    expect(messagesOwner(queryKeys.messages.all)).toBeNull();
    expect(messagesOwner(['/api/messages', '', 'threads'])).toBeNull();
  });
});

describe('belongsToSomeoneElse', () => {
  it('marks the other members’ conversations, never the signed-in member’s', () => {
    expect(belongsToSomeoneElse(queryKeys.messages.threads(ANN), BOB)).toBe(true);
    expect(belongsToSomeoneElse(queryKeys.messages.thread(BOB, 't1'), BOB)).toBe(false);
  });

  it('marks every conversation once nobody is signed in, and nothing that is not a conversation', () => {
    expect(belongsToSomeoneElse(queryKeys.messages.threads(ANN), null)).toBe(true);
    expect(belongsToSomeoneElse(queryKeys.posts.all, null)).toBe(false);
  });
});
