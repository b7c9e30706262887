import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { messageResources } from '@shared/messages/resources';
import { resourceUrl } from '@shared/http/resource';
import { getJson } from '@/http/client';
import { callResource } from '@/http/resources';
import { messageKeys } from './messageKeys';

/**
 * New messages show up without a reload: the open conversation and the list poll while the page is visible
 * (react-query pauses the interval in a background tab). The header's badge (useUnreadCount.ts) polls less often.
 */
export const CONVERSATION_POLL_MS = 5_000;

const parseThreads = (data: unknown) => messageResources.threads.response.parse(data);

/**
 * Every query is keyed by the member whose conversations it reads (messageKeys: memberKeyOf), so the copy saved on the
 * device for offline reading is only ever shown to that member.
 */
export function useThreads(memberId: string) {
  return useQuery({
    queryKey: messageKeys.threads(memberId),
    queryFn: ({ signal }) => getJson(resourceUrl(messageResources.threads), { signal }),
    select: parseThreads,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}

/** One conversation, page by page: the newest page first, each page handing back the cursor of the older one. */
export function useThreadPages(memberId: string, threadId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(memberId, threadId),
    enabled: threadId !== '',
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      callResource(messageResources.thread, { params: { id: threadId }, query: { before: pageParam || undefined } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: CONVERSATION_POLL_MS,
  });
}
