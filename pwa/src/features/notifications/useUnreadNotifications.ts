import { useQuery } from '@tanstack/react-query';
import { resourceUrl } from '@shared/http/resource';
import { unreadNotificationsResources } from '@shared/notifications/unread-resources';
import { ApiError, apiRequest, readJson } from '@/http/client';
import { unreadNotificationsKey } from './unreadNotificationsKey';

/** The bell asks this often while the page is visible (a hidden page does not poll: TanStack's default). */
const BELL_POLL_MS = 30_000;

/** The last answer per member and its ETag: sent back as If-None-Match, a 304 (no database query) keeps the count. */
const lastAnswers = new Map<string, { etag: string; count: number }>();

async function fetchUnreadCount(memberId: string, signal: AbortSignal): Promise<number> {
  const last = lastAnswers.get(memberId);
  try {
    const { count: resource } = unreadNotificationsResources;
    const response = await apiRequest(resource.method, resourceUrl(resource), undefined, { signal, ifNoneMatch: last?.etag });
    const { count } = resource.response.parse(await readJson(response));
    const etag = response.headers.get('ETag');
    if (etag) lastAnswers.set(memberId, { etag, count });
    return count;
  } catch (error) {
    if (error instanceof ApiError && error.status === 304 && last) return last.count;
    throw error;
  }
}

/** How many notifications wait unread for `memberId` (none asked for while signed out: ''). */
export function useUnreadNotifications(memberId: string) {
  return useQuery({
    queryKey: unreadNotificationsKey(memberId),
    enabled: memberId !== '',
    queryFn: ({ signal }) => fetchUnreadCount(memberId, signal),
    refetchInterval: BELL_POLL_MS,
  });
}
