import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { forumListResources } from '@shared/community/list-resources';
import { postResources } from '@shared/community/resources';
import type { PostSort } from '@shared/community/forum-limits';
import { callResource } from '@/http/resources';
import { useApiQuery } from '@/http/useApiQuery';
import { forumKeys } from './forumKeys';

export function useCommunities() {
  return useApiQuery(forumKeys.communities, forumListResources.communities.response);
}

export function usePost(id: string) {
  return useApiQuery(forumKeys.post(id), postResources.detail.response, id !== '');
}

/** forumListResources.posts page by page: each page hands back the cursor of the next one (null on the last). */
export const postPagesQuery = (community: string | undefined, sort: PostSort) =>
  infiniteQueryOptions({
    queryKey: forumKeys.pages(community ?? '', sort),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      callResource(forumListResources.posts, { query: { sort, community, cursor: pageParam || undefined } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function usePostPages(community: string | undefined, sort: PostSort) {
  return useInfiniteQuery(postPagesQuery(community, sort));
}
