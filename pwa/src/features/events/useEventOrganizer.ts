import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { outboxDb } from '@/outbox/outboxDb';

export interface Organizer {
  id: string;
  name: string;
}

/**
 * Who creates an event from this device: the signed-in member, or, when the app started without a
 * connection and cannot ask the server, the member last signed in here. The server still checks the
 * session when the queued event is sent.
 */
export function useEventOrganizer(): { organizer: Organizer | null; isLoading: boolean } {
  const { user, isLoading, error } = useCurrentUser();
  const online = useOnlineStatus();
  const offlineStart = !user && error !== null && !online;
  const remembered = useLiveQuery(async () => (offlineStart ? ((await outboxDb.account.get('last')) ?? null) : null), [offlineStart]);
  if (user) return { organizer: { id: user.id, name: user.name }, isLoading: false };
  if (isLoading) return { organizer: null, isLoading: true };
  if (!offlineStart) return { organizer: null, isLoading: false };
  return { organizer: remembered ?? null, isLoading: remembered === undefined };
}
