import { useQuery } from '@tanstack/react-query';
import { unreadCountSchema } from '@shared/messages/unread-count';
import { getJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';

/** The header's badge polls less often than an open conversation (useMessageQueries.ts). */
const BADGE_POLL_MS = 30_000;

const parseUnread = (data: unknown) => unreadCountSchema.parse(data).count;

/** How many messages wait unread for `memberId` (none asked for while signed out: ''). */
export function useUnreadCount(memberId: string) {
  return useQuery({
    queryKey: queryKeys.messages.unreadCount(memberId),
    enabled: memberId !== '',
    queryFn: ({ signal }) => getJson('/api/messages/unread-count', { signal }),
    select: parseUnread,
    refetchInterval: BADGE_POLL_MS,
  });
}
