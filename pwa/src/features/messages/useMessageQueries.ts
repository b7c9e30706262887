import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { messagePageSchema, threadListSchema } from '@shared/messages/responses';
import { getJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { threadPageUrl } from './messagesApi';

/**
 * New messages show up without a reload: the open conversation and the list poll while the page is visible
 * (react-query pauses the interval in a background tab). The header's badge (useUnreadCount.ts) polls less often.
 */
export const CONVERSATION_POLL_MS = 5_000;

const parseThreads = (data: unknown) => threadListSchema.parse(data);

/**
 * Every query is keyed by the member whose conversations it reads (queryKeys.messages), so the copy saved on the
 * device for offline reading is only ever shown to that member.
 */
export function useThreads(memberId: string) {
  return useQuery({
    queryKey: queryKeys.messages.threads(memberId),
    queryFn: ({ signal }) => getJson('/api/messages/threads', { signal }),
    select: parseThreads,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}

/** One conversation, page by page: the newest page first, each page handing back the cursor of the older one. */
export function useThreadPages(memberId: string, threadId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.messages.thread(memberId, threadId),
    enabled: threadId !== '',
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => messagePageSchema.parse(await getJson(threadPageUrl(threadId, pageParam), { signal })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}
