import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { outboxDb } from '@/outbox/outboxDb';

export interface Organizer {
  id: string;
  name: string;
}

/**
 * Who creates an event from this device: the signed-in member, or, when the server cannot be asked (no signal,
 * lie-fi, a lost answer), the member last signed in here. The server still checks the
 * session when the queued event is sent.
 */
export function useEventOrganizer(): { organizer: Organizer | null; isLoading: boolean } {
  const { user, isLoading, error } = useCurrentUser();
  // 401 means signed out (no error); an error means the server could not be asked (offline, lie-fi, a lost answer).
  const offlineStart = !user && error !== null;
  const remembered = useLiveQuery(async () => (offlineStart ? ((await outboxDb.account.get('last')) ?? null) : null), [offlineStart]);
  if (user) return { organizer: { id: user.id, name: user.name }, isLoading: false };
  if (isLoading) return { organizer: null, isLoading: true };
  if (!offlineStart) return { organizer: null, isLoading: false };
  return { organizer: remembered ?? null, isLoading: remembered === undefined };
}
