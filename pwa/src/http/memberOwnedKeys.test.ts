import { describe, expect, it } from 'vitest';
import { postResources } from '@shared/community/resources';
import { forumListResources } from '@shared/community/list-resources';
import { messageResources } from '@shared/messages/resources';
import { unreadMessagesResources } from '@shared/messages/unread-resources';
import { notificationResources } from '@shared/notifications/resources';
import { unreadNotificationsResources } from '@shared/notifications/unread-resources';
import { showMemberResources, showReadResources } from '@shared/shows/resources';
import { blockResources } from '@shared/users/block-resources';
import { keyOf, memberKeyOf } from '@/http/resources';
import { queryKeys } from '@/http/queryKeys';
import { belongsToSomeoneElse, memberKeyOwner } from './memberOwnedKeys';

const ANN = 'ann-id';
const BOB = 'bob-id';

describe('memberKeyOwner', () => {
  it('reads the member from every messages key', () => {
    expect(memberKeyOwner(memberKeyOf(messageResources.threads, ANN))).toBe(ANN);
    expect(memberKeyOwner(memberKeyOf(messageResources.thread, ANN, { params: { id: 't1' } }))).toBe(ANN);
    expect(memberKeyOwner(memberKeyOf(unreadMessagesResources.count, ANN))).toBe(ANN);
  });

  it('reads the member from every notifications key', () => {
    expect(memberKeyOwner(memberKeyOf(notificationResources.list, ANN))).toBe(ANN);
    expect(memberKeyOwner(memberKeyOf(unreadNotificationsResources.count, ANN))).toBe(ANN);
    expect(memberKeyOwner(memberKeyOf(notificationResources.settings, ANN))).toBe(ANN);
    expect(belongsToSomeoneElse(memberKeyOf(notificationResources.list, ANN), BOB)).toBe(true);
    expect(belongsToSomeoneElse(memberKeyOf(unreadNotificationsResources.count, BOB), BOB)).toBe(false);
  });

  it('reads the member from the list of members they blocked', () => {
    expect(memberKeyOwner(memberKeyOf(blockResources.list, ANN))).toBe(ANN);
    expect(belongsToSomeoneElse(memberKeyOf(blockResources.list, ANN), BOB)).toBe(true);
    expect(belongsToSomeoneElse(memberKeyOf(blockResources.list, ANN), null)).toBe(true);
  });

  it('reads the member from their part of a show, and finds none in the show itself', () => {
    const mine = memberKeyOf(showMemberResources.mine, ANN, { params: { eventId: 'show-1' } });
    expect(memberKeyOwner(mine)).toBe(ANN);
    expect(memberKeyOwner(keyOf(showReadResources.bundle, { params: { eventId: 'show-1' } }))).toBeNull();
    expect(belongsToSomeoneElse(mine, BOB)).toBe(true);
    expect(belongsToSomeoneElse(keyOf(showReadResources.detail, { params: { eventId: 'show-1' } }), null)).toBe(false);
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
    expect(memberKeyOwner(keyOf(postResources.detail, { params: { id: ANN } }))).toBeNull();
    expect(memberKeyOwner(memberKeyOf(messageResources.threads, ANN).slice(0, 1))).toBeNull();
    expect(memberKeyOwner(memberKeyOf(messageResources.threads, ''))).toBeNull();
  });
});

describe('belongsToSomeoneElse', () => {
  it('marks the other members’ conversations, never the signed-in member’s', () => {
    expect(belongsToSomeoneElse(memberKeyOf(messageResources.threads, ANN), BOB)).toBe(true);
    expect(belongsToSomeoneElse(memberKeyOf(messageResources.thread, BOB, { params: { id: 't1' } }), BOB)).toBe(false);
  });

  it('marks every conversation once nobody is signed in, and nothing that is not a conversation', () => {
    expect(belongsToSomeoneElse(memberKeyOf(messageResources.threads, ANN), null)).toBe(true);
    expect(belongsToSomeoneElse(keyOf(forumListResources.posts), null)).toBe(false);
  });
});
