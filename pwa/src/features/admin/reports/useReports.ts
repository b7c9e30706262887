import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReportPageSchema, adminReportSchema, adminStatsSchema, type ReportStatus } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import { apiRequest, getJson, readJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';
import { toastFailure, toastSuccess } from '../adminToast';

export function useAdminStats() {
  return useApiQuery(queryKeys.admin.stats, adminStatsSchema);
}

/** GET /api/admin/reports, newest first, a page at a time; '' is every status. */
export function useReportPages(status: ReportStatus | '') {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.reports(status),
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (pageParam) query.set('cursor', pageParam);
      return adminReportPageSchema.parse(await getJson(`/api/admin/reports?${query.toString()}`, { signal }));
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Remove or dismiss a report; afterwards the panel (counters, lists, log) and the forum refetch. */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'remove' | 'dismiss' }) =>
      adminReportSchema.parse(await readJson(await apiRequest('POST', `/api/admin/reports/${encodeURIComponent(id)}/${action}`))),
    onSuccess: async (report, { action }) => {
      toastSuccess(action === 'remove' ? adminTexts.reportRemoved : adminTexts.reportDismissed);
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
      if (report.target) void queryClient.invalidateQueries({ queryKey: queryKeys.users.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
  });
}
