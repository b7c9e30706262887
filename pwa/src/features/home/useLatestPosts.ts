import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { forumListResources } from '@shared/community/list-resources';
import type { Post } from '@shared/community/responses';
import { resourceUrl } from '@shared/http/resource';
import { getJson } from '@/http/client';
import { keyOf } from '@/http/resources';

/**
 * The newest posts, one page (forumListResources.posts, sort=new). Its key sits under the forum's other post reads,
 * so forum writes refresh it too. The raw answer is cached (and persisted for offline use) and checked against the
 * declared schema on every read, as useApiQuery does.
 */
export function useLatestPosts(limit: number) {
  const select = useCallback((data: unknown): Post[] => forumListResources.posts.response.parse(data).items, []);
  const input = { query: { sort: 'new', limit } } as const;
  return useQuery({
    queryKey: keyOf(forumListResources.posts, input),
    queryFn: ({ signal }) => getJson(resourceUrl(forumListResources.posts, input), { signal }),
    select,
  });
}
