import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/http/queryKeys';
import { knownMemberName } from './knownMemberName';

const BOB = '22222222-2222-4222-8222-222222222222';
const bobProfile = {
  id: BOB,
  username: 'bob-swapmeet',
  name: 'Bob Swapmeet',
  avatarUrl: null,
  location: null,
  bio: null,
  createdAt: '2026-11-23T20:00:00.000Z',
};

describe('knownMemberName', () => {
  it('finds the member’s name in a profile opened by username', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.users.garage(BOB), []);
    client.setQueryData(queryKeys.users.detail('bob-swapmeet'), bobProfile);
    expect(knownMemberName(client, BOB)).toBe('Bob Swapmeet');
  });

  it('knows nothing of a member whose profile was not opened', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.users.detail('bob-swapmeet'), bobProfile);
    expect(knownMemberName(client, '33333333-3333-4333-8333-333333333333')).toBeNull();
  });
});
