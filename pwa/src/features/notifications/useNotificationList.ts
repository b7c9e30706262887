import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationKeys } from './notificationKeys';
import { fetchNotificationPage } from './notificationsApi';

/**
 * The member's notifications, newest first, a page at a time. Kept on the device under the member's id
 * (http/memberOwnedKeys.ts), so the list reads offline for them only.
 */
export function useNotificationList(memberId: string) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(memberId),
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
