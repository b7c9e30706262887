import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/http/queryKeys';
import { belongsToSomeoneElse, privateOwner } from './memberPrivate';

const ANN = 'ann-id';
const BOB = 'bob-id';

describe('privateOwner', () => {
  it('reads the member from every messages key', () => {
    expect(privateOwner(queryKeys.messages.threads(ANN))).toBe(ANN);
    expect(privateOwner(queryKeys.messages.thread(ANN, 't1'))).toBe(ANN);
    expect(privateOwner(queryKeys.messages.unreadCount(ANN))).toBe(ANN);
  });

  it('reads the member from every notifications key', () => {
    expect(privateOwner(queryKeys.notifications.list(ANN))).toBe(ANN);
    expect(privateOwner(queryKeys.notifications.unreadCount(ANN))).toBe(ANN);
    expect(privateOwner(queryKeys.notifications.settings(ANN))).toBe(ANN);
  });

  it('finds no owner outside the messages keys or without a member', () => {
    expect(privateOwner(queryKeys.posts.detail(ANN))).toBeNull();
    expect(privateOwner(queryKeys.messages.all)).toBeNull();
    expect(privateOwner(['/api/messages', '', 'threads'])).toBeNull();
  });
});

describe('belongsToSomeoneElse', () => {
  it('marks the other members’ conversations, never the signed-in member’s', () => {
    expect(belongsToSomeoneElse(queryKeys.messages.threads(ANN), BOB)).toBe(true);
    expect(belongsToSomeoneElse(queryKeys.messages.thread(BOB, 't1'), BOB)).toBe(false);
  });

  it('marks the other members’ notifications, never the signed-in member’s', () => {
    expect(belongsToSomeoneElse(queryKeys.notifications.list(ANN), BOB)).toBe(true);
    expect(belongsToSomeoneElse(queryKeys.notifications.list(ANN), null)).toBe(true);
    expect(belongsToSomeoneElse(queryKeys.notifications.unreadCount(BOB), BOB)).toBe(false);
  });

  it('marks every conversation once nobody is signed in, and nothing that is not a conversation', () => {
    expect(belongsToSomeoneElse(queryKeys.messages.threads(ANN), null)).toBe(true);
    expect(belongsToSomeoneElse(queryKeys.posts.all, null)).toBe(false);
  });
});
