import { siteStatsSchema } from '@shared/stats/schemas';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';

/** GET /api/stats. Kept in the persisted query cache, so the last counts seen still show offline. */
export function useSiteStats() {
  return useApiQuery(queryKeys.stats.all, siteStatsSchema);
}
