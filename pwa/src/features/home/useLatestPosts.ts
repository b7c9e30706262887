import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { postPageSchema, type Post } from '@shared/community/responses';
import { getJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';

/**
 * GET /api/posts?sort=new&limit={limit}: the newest posts, one page. The raw answer is cached (and persisted for
 * offline use) and checked against the shared schema on every read, as useApiQuery does.
 */
export function useLatestPosts(limit: number) {
  const select = useCallback((data: unknown): Post[] => postPageSchema.parse(data).items, []);
  return useQuery({
    queryKey: queryKeys.posts.latest(limit),
    queryFn: ({ signal }) => getJson(`/api/posts?${new URLSearchParams({ sort: 'new', limit: String(limit) }).toString()}`, { signal }),
    select,
  });
}
