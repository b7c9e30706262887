import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/http/queryKeys';
import { belongsToSomeoneElse, memberKeyOwner } from './memberOwnedKeys';

const ANN = 'ann-id';
const BOB = 'bob-id';

describe('memberKeyOwner', () => {
  it('reads the member from every messages key', () => {
    expect(memberKeyOwner(queryKeys.messages.threads(ANN))).toBe(ANN);
    expect(memberKeyOwner(queryKeys.messages.thread(ANN, 't1'))).toBe(ANN);
    expect(memberKeyOwner(queryKeys.messages.unreadCount(ANN))).toBe(ANN);
  });

  it('reads the member from every notifications key', () => {
    expect(memberKeyOwner(queryKeys.notifications.list(ANN))).toBe(ANN);
    expect(memberKeyOwner(queryKeys.notifications.unreadCount(ANN))).toBe(ANN);
    expect(memberKeyOwner(queryKeys.notifications.settings(ANN))).toBe(ANN);
    expect(belongsToSomeoneElse(queryKeys.notifications.list(ANN), BOB)).toBe(true);
    expect(belongsToSomeoneElse(queryKeys.notifications.unreadCount(BOB), BOB)).toBe(false);
  });

  it('reads the member from the list of members they blocked', () => {
    expect(memberKeyOwner(queryKeys.blocks.ofMember(ANN))).toBe(ANN);
    expect(belongsToSomeoneElse(queryKeys.blocks.ofMember(ANN), BOB)).toBe(true);
    expect(belongsToSomeoneElse(queryKeys.blocks.ofMember(ANN), null)).toBe(true);
  });

  it('reads the member from their part of a show, and finds none in the show itself', () => {
    expect(memberKeyOwner(queryKeys.shows.mine(ANN, 'show-1'))).toBe(ANN);
    expect(memberKeyOwner(queryKeys.shows.bundle('show-1'))).toBeNull();
    expect(belongsToSomeoneElse(queryKeys.shows.mine(ANN, 'show-1'), BOB)).toBe(true);
    expect(belongsToSomeoneElse(queryKeys.shows.detail('show-1'), null)).toBe(false);
  });

  it("reads the member from their own profile and garage, never from someone's public profile", () => {
    expect(memberKeyOwner(queryKeys.users.own(ANN))).toBe(ANN);
    expect(memberKeyOwner(queryKeys.users.ownGarage(ANN))).toBe(ANN);
    expect(belongsToSomeoneElse(queryKeys.users.ownGarage(ANN), BOB)).toBe(true);
    // The public profile of a member whose username is "member", and anyone's garage by id, belong to no one.
    expect(belongsToSomeoneElse(queryKeys.users.detail('member'), BOB)).toBe(false);
    expect(belongsToSomeoneElse(queryKeys.users.garage(ANN), BOB)).toBe(false);
  });

  it('finds no owner outside the messages keys or without a member', () => {
    expect(memberKeyOwner(queryKeys.posts.detail(ANN))).toBeNull();
    expect(memberKeyOwner(queryKeys.messages.all)).toBeNull();
    expect(memberKeyOwner(['/api/messages', '', 'threads'])).toBeNull();
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
