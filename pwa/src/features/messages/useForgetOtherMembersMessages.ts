import { useEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';

const isMessageQuery = (query: Query) => {
  const [base] = query.queryKey;
  return typeof base === 'string' && base.startsWith('/api/messages');
};

/**
 * Conversations belong to whoever is signed in: when the member signs out or another one signs in on this tab,
 * the previous member's threads and unread count are emptied from the memory cache (they are never persisted), so
 * the next member never sees them, not even until the next refetch.
 */
export function useForgetOtherMembersMessages(userId: string | null) {
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    // Only a member's messages need forgetting (none are held while signed out or still asking who is signed in).
    // Reset, not removed: the header's badge stays subscribed and asks again for the new member.
    if (before && before !== userId) void queryClient.resetQueries({ predicate: isMessageQuery });
  }, [userId, queryClient]);
}
