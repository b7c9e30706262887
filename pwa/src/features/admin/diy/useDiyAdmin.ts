import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diyVideoListSchema } from '@shared/diy/schemas';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';

/** GET /api/admin/diy-videos: every video, newest first. */
export const useAdminDiyVideos = () => useApiQuery(queryKeys.admin.diyVideos, diyVideoListSchema);

/** A DIY video change: this list and the public /diy lists (every filter) are fetched again when shown. */
export function useDiyVideoMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.diyVideos }),
        queryClient.invalidateQueries({ queryKey: queryKeys.diyVideos.all }),
      ]),
  });
}
