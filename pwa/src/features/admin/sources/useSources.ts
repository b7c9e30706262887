import { adminResources } from '@shared/admin/resources';
import { callResource } from '@/http/resources';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type RobotsStatus } from '@shared/admin/sources';
import { adminKeys } from '../adminKeys';

/** GET /api/admin/sources, newest first, a page at a time; '' is every robots status. */
export function useSourcePages(robotsStatus: RobotsStatus | '') {
  return useInfiniteQuery({
    queryKey: adminKeys.sourcePages(robotsStatus),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      callResource(
        adminResources.sources,
        { query: { robotsStatus: robotsStatus || undefined, cursor: pageParam || undefined } },
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** A sources change: the lists are fetched again afterwards, whether it worked or not. */
export function useSourceMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sources }),
  });
}
