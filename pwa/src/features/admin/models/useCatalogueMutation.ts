import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/http/queryKeys';

/**
 * A model or gallery change: afterwards every query under /api/models (list, details, years,
 * images) is refetched when shown, so the home page, catalogue and admin table agree.
 */
export function useCatalogueMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.models.all }),
  });
}
