import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { sourcePageSchema, type RobotsStatus } from '@shared/admin/sources';
import { getJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';

/** GET /api/admin/sources, newest first, a page at a time; '' is every robots status. */
export function useSourcePages(robotsStatus: RobotsStatus | '') {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.sourcePages(robotsStatus),
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (robotsStatus) query.set('robotsStatus', robotsStatus);
      if (pageParam) query.set('cursor', pageParam);
      return sourcePageSchema.parse(await getJson(`/api/admin/sources?${query.toString()}`, { signal }));
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** A sources change: the lists are fetched again afterwards, whether it worked or not. */
export function useSourceMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.sources }),
  });
}
