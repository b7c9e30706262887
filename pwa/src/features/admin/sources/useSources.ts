import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sourceListSchema } from '@shared/admin/sources';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';

/** GET /api/admin/sources: every source, by site name. */
export const useSources = () => useApiQuery(queryKeys.admin.sources, sourceListSchema);

/** A sources change: the list is fetched again afterwards, whether it worked or not. */
export function useSourceMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.sources }),
  });
}
