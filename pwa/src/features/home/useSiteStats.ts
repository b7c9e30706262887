import { siteStatsResources } from '@shared/stats/resources';
import { keyOf } from '@/http/resources';
import { useApiQuery } from '@/http/useApiQuery';

/** siteStatsResources.counts. Kept in the persisted query cache, so the last counts seen still show offline. */
export function useSiteStats() {
  return useApiQuery(keyOf(siteStatsResources.counts), siteStatsResources.counts.response);
}
