import { useQuery } from '@tanstack/react-query';
import { unreadMessagesResources } from '@shared/messages/unread-resources';
import { getJson } from '@/http/client';
import { resourceUrl } from '@shared/http/resource';
import { unreadCountKey } from './unreadCountKey';

/** The header's badge polls less often than an open conversation (useMessageQueries.ts). */
const BADGE_POLL_MS = 30_000;

const parseUnread = (data: unknown) => unreadMessagesResources.count.response.parse(data).count;

/** How many messages wait unread for `memberId` (none asked for while signed out: ''). */
export function useUnreadCount(memberId: string) {
  return useQuery({
    queryKey: unreadCountKey(memberId),
    enabled: memberId !== '',
    queryFn: ({ signal }) => getJson(resourceUrl(unreadMessagesResources.count), { signal }),
    select: parseUnread,
    refetchInterval: BADGE_POLL_MS,
  });
}
