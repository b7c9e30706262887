import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { messagePageSchema, threadListSchema, unreadCountSchema } from '@shared/messages/responses';
import { getJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { threadPageUrl } from './messagesApi';

/**
 * New messages show up without a reload: the open conversation and the list poll while the page is visible
 * (react-query pauses the interval in a background tab). The header badge polls less often.
 */
export const CONVERSATION_POLL_MS = 5_000;
const BADGE_POLL_MS = 30_000;

const parseThreads = (data: unknown) => threadListSchema.parse(data);
const parseUnread = (data: unknown) => unreadCountSchema.parse(data).count;

export function useThreads() {
  return useQuery({ queryKey: queryKeys.messages.threads, select: parseThreads, refetchInterval: CONVERSATION_POLL_MS });
}

export function useUnreadCount() {
  return useQuery({ queryKey: queryKeys.messages.unreadCount, select: parseUnread, refetchInterval: BADGE_POLL_MS });
}

/** One conversation, page by page: the newest page first, each page handing back the cursor of the older one. */
export function useThreadPages(threadId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.messages.thread(threadId),
    enabled: threadId !== '',
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => messagePageSchema.parse(await getJson(threadPageUrl(threadId, pageParam), { signal })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}
