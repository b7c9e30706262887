import { diyResources } from '@shared/diy/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diyAdminResources } from '@shared/diy/admin-resources';
import { keyOf } from '@/http/resources';
import { useApiQuery } from '@/http/useApiQuery';

/** GET /api/admin/diy-videos: every video, newest first. */
/** Under adminKeys.all: every admin change refreshes it. */
const adminDiyVideosKey = keyOf(diyAdminResources.list);

export const useAdminDiyVideos = () => useApiQuery(adminDiyVideosKey, diyAdminResources.list.response);

/** A DIY video change: this list and the public /diy lists (every filter) are fetched again when shown. */
export function useDiyVideoMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDiyVideosKey }),
        queryClient.invalidateQueries({ queryKey: keyOf(diyResources.list) }),
      ]),
  });
}
