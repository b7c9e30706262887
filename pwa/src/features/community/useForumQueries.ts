import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { postDetailSchema } from '@shared/community/thread-responses';
import { communityListSchema, postPageSchema } from '@shared/community/responses';
import type { PostSort } from '@shared/community/forum-limits';
import { getJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';

export function useCommunities() {
  return useApiQuery(queryKeys.communities.all, communityListSchema);
}

export function usePost(id: string) {
  return useApiQuery(queryKeys.posts.detail(id), postDetailSchema, id !== '');
}

/** GET /api/posts page by page: each page hands back the cursor of the next one (null on the last). */
export const postPagesQuery = (community: string | undefined, sort: PostSort) =>
  infiniteQueryOptions({
    queryKey: queryKeys.posts.list(community ?? '', sort),
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams({ sort });
      if (community) query.set('community', community);
      if (pageParam) query.set('cursor', pageParam);
      return postPageSchema.parse(await getJson(`/api/posts?${query.toString()}`, { signal }));
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function usePostPages(community: string | undefined, sort: PostSort) {
  return useInfiniteQuery(postPagesQuery(community, sort));
}
