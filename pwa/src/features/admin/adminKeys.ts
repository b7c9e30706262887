import { adminResources } from '@shared/admin/resources';
import type { ReportStatus } from '@shared/admin/schemas';
import type { RobotsStatus } from '@shared/admin/sources';
import { keyOf } from '@/http/resources';
import { queryKeys } from '@/http/queryKeys';

/**
 * The admin panel's query keys, from its declared reads (shared/admin/resources.ts). Everything sits under `all`, which
 * every moderation or admin action refreshes; the paged lists are keyed by their filter.
 */
export const adminKeys = {
  all: queryKeys.admin.all,
  stats: keyOf(adminResources.stats),
  reports: (status: ReportStatus | '') => keyOf(adminResources.reports, { query: { status: status || undefined } }),
  users: (q: string) => keyOf(adminResources.users, { query: { q: q || undefined } }),
  activity: keyOf(adminResources.activity),
  /** Every sources list (refresh this after a change); `sourcePages` is one robots status's pages, '' all. */
  sources: keyOf(adminResources.sources),
  sourcePages: (robotsStatus: RobotsStatus | '') => keyOf(adminResources.sources, { query: { robotsStatus: robotsStatus || undefined } }),
};
