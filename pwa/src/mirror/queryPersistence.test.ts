import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { adminResources } from '@shared/admin/resources';
import { describe, expect, it } from 'vitest';
import { postResources } from '@shared/community/resources';
import { forumListResources } from '@shared/community/list-resources';
import { sessionResources } from '@shared/auth/resources';
import { queryKeys } from '@/http/queryKeys';
import { messageResources } from '@shared/messages/resources';
import { unreadMessagesResources } from '@shared/messages/unread-resources';
import { notificationResources } from '@shared/notifications/resources';
import { eventResources } from '@shared/events/resources';
import { keyOf, memberKeyOf } from '@/http/resources';
import { shouldPersist } from './queryPersistence';

const MEMBER = '6f1c1c55-7d1f-4c55-9f0e-2a0f3b3c9d11';

/** The cached query under `key`, answered with `data`. */
function answered(key: QueryKey, data: unknown = { ok: true }) {
  const client = new QueryClient();
  client.setQueryData(key, data);
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) throw new Error('query not cached');
  return query;
}

describe('shouldPersist', () => {
  it('keeps a member’s conversations, list and unread count under their id', () => {
    expect(shouldPersist(answered(memberKeyOf(messageResources.threads, MEMBER), []))).toBe(true);
    expect(shouldPersist(answered(memberKeyOf(messageResources.thread, MEMBER, { params: { id: 'thread-1' } })))).toBe(true);
    expect(shouldPersist(answered(memberKeyOf(unreadMessagesResources.count, MEMBER), { count: 2 }))).toBe(true);
  });

  it('keeps a member’s notifications under their id, so the list reads offline', () => {
    expect(shouldPersist(answered(memberKeyOf(notificationResources.list, MEMBER), { pages: [], pageParams: [] }))).toBe(true);
    expect(shouldPersist(answered(memberKeyOf(notificationResources.list, ''), { pages: [], pageParams: [] }))).toBe(false);
  });

  it('keeps the last answer of a conversation whose later poll failed offline', () => {
    const query = answered(memberKeyOf(messageResources.threads, MEMBER), []);
    query.setState({ status: 'error', error: new Error('Failed to fetch') });
    expect(shouldPersist(query)).toBe(true);
  });

  it('never keeps messages nobody can tell the owner of', () => {
    expect(shouldPersist(answered(memberKeyOf(messageResources.threads, '')))).toBe(false);
    expect(shouldPersist(answered(memberKeyOf(messageResources.thread, '', { params: { id: 'thread-1' } })))).toBe(false);
  });

  it('keeps profiles and the admin panel out of storage, but for the member’s own profile and garage', () => {
    expect(shouldPersist(answered(queryKeys.users.detail('grace')))).toBe(false);
    expect(shouldPersist(answered(queryKeys.users.garage(MEMBER), []))).toBe(false);
    expect(shouldPersist(answered(keyOf(adminResources.stats)))).toBe(false);
    expect(shouldPersist(answered(queryKeys.users.own(MEMBER)))).toBe(true);
    expect(shouldPersist(answered(queryKeys.users.ownGarage(MEMBER), []))).toBe(true);
  });

  it('keeps the member it last knew, and a signed-out answer, so the header tells who it is offline', () => {
    expect(shouldPersist(answered(keyOf(sessionResources.me), { id: MEMBER, name: 'Grace' }))).toBe(true);
    expect(shouldPersist(answered(keyOf(sessionResources.me), null))).toBe(true);
  });

  it('keeps public answers', () => {
    expect(shouldPersist(answered(keyOf(postResources.detail, { params: { id: 'post-1' } })))).toBe(true);
    expect(shouldPersist(answered(keyOf(forumListResources.communities), []))).toBe(true);
  });

  it('keeps the last answer of a post, a list or the member after a refresh failed offline', () => {
    for (const key of [
      keyOf(postResources.detail, { params: { id: 'post-1' } }),
      keyOf(forumListResources.posts, { query: { community: 'gto', sort: 'hot' } }),
      keyOf(eventResources.list, { query: { when: 'upcoming' } }),
      keyOf(sessionResources.me),
    ]) {
      const query = answered(key);
      query.setState({ status: 'error', error: new TypeError('Failed to fetch') });
      expect(shouldPersist(query), JSON.stringify(key)).toBe(true);
    }
  });

  it('keeps nothing for a query that never had an answer', () => {
    const client = new QueryClient();
    const query = client
      .getQueryCache()
      .build<unknown, Error, unknown, QueryKey>(client, { queryKey: keyOf(postResources.detail, { params: { id: 'post-2' } }) });
    query.setState({ status: 'error', error: new TypeError('Failed to fetch') });
    expect(shouldPersist(query)).toBe(false);
  });
});
