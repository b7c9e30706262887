import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentUser } from './useCurrentUser';
import { outboxDb } from '@/outbox/outboxDb';
import type { Writer } from '@/outbox/types';

/** The member a write made on this device is queued as. */
export type OutboxMember = Writer;

/**
 * Who writes from this device (an event, a post, a comment, a vote): the signed-in member, or, when the server cannot
 * be asked (no signal, lie-fi, a lost answer), the member last signed in here. The server still checks the session
 * when the queued write is sent.
 */
export function useOutboxMember(): { member: OutboxMember | null; isLoading: boolean } {
  const { user, isLoading, error } = useCurrentUser();
  // 401 means signed out (no error); an error means the server could not be asked (offline, lie-fi, a lost answer).
  const offlineStart = !user && error !== null;
  // Each answer says which question it answers: until the one for the current state arrives, the previous one
  // (e.g. "not an offline start" while the user was still loading) must not pass for "nobody remembered".
  const remembered = useLiveQuery(
    async () => ({ offlineStart, row: offlineStart ? ((await outboxDb.account.get('last')) ?? null) : null }),
    [offlineStart],
  );
  if (user) return { member: { id: user.id, name: user.name }, isLoading: false };
  if (isLoading) return { member: null, isLoading: true };
  if (!offlineStart) return { member: null, isLoading: false };
  if (remembered?.offlineStart !== true) return { member: null, isLoading: true };
  return { member: remembered.row, isLoading: false };
}
