import { adminResources } from '@shared/admin/resources';
import { forumListResources } from '@shared/community/list-resources';
import { callResource, keyOf } from '@/http/resources';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStatsSchema, type ReportStatus } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';
import { toastFailure, toastSuccess } from '../adminToast';
import { adminKeys } from '../adminKeys';

export function useAdminStats() {
  return useApiQuery(adminKeys.stats, adminStatsSchema);
}

/** GET /api/admin/reports, newest first, a page at a time; '' is every status. */
export function useReportPages(status: ReportStatus | '') {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      callResource(adminResources.reports, { query: { status: status || undefined, cursor: pageParam || undefined } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Remove or dismiss a report; afterwards the panel (counters, lists, log) and the forum refetch. */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'remove' | 'dismiss' }) =>
      callResource(action === 'remove' ? adminResources.removeReported : adminResources.dismissReport, { params: { id } }),
    onSuccess: async (report, { action }) => {
      toastSuccess(action === 'remove' ? adminTexts.reportRemoved : adminTexts.reportDismissed);
      void queryClient.invalidateQueries({ queryKey: keyOf(forumListResources.posts) });
      if (report.target) void queryClient.invalidateQueries({ queryKey: queryKeys.users.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
  });
}
