import { valuationResources } from '@shared/valuations/resources';
import { keyOf } from '@/http/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshMirror } from '@/mirror/sync';

/**
 * A value-guide change: the guide (and every car's value worked out from it) is fetched again when shown, and this
 * device's offline copy is brought up to date, so the admin's own offline guide shows the new figures too.
 */
export function useValuationMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: keyOf(valuationResources.list) });
      void refreshMirror();
    },
  });
}
