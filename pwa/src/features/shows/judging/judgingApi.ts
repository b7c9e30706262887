import { useQuery } from '@tanstack/react-query';
import { showAwardsSchema, showDashboardSchema, type ShowAwards } from '@shared/shows/judging-responses';
import { showSchema, type Show } from '@shared/shows/responses';
import { apiRequest, getJson, readJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';

/** The organiser's judging calls (issue 42): made online, at the table, as voting's open and close are. */

const showPath = (eventId: string) => `/api/shows/${encodeURIComponent(eventId)}`;

/** Locks judging (no score changes after) or unlocks it (which withdraws published awards). */
export async function setJudging(eventId: string, action: 'lock' | 'unlock'): Promise<Show> {
  return showSchema.parse(await readJson(await apiRequest('POST', `${showPath(eventId)}/judging`, { action })));
}

/** Publishes the class awards and Best of Show (judging must be locked). */
export async function publishAwards(eventId: string, bestOfShowEntryId: string | null): Promise<ShowAwards> {
  return showAwardsSchema.parse(await readJson(await apiRequest('POST', `${showPath(eventId)}/awards`, { bestOfShowEntryId })));
}

const DASHBOARD_REFRESH_MS = 15_000;

/**
 * The organiser's day at a glance, refreshed every 15 s while shown. Keyed by member (queryKeys.shows.mine), so the
 * last answer is kept on the device for them alone and reads with no signal.
 */
export function useShowDashboard(eventId: string, memberId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.shows.mine(memberId ?? '', eventId), 'dashboard'],
    enabled: enabled && memberId !== undefined,
    refetchInterval: DASHBOARD_REFRESH_MS,
    queryFn: async ({ signal }) => showDashboardSchema.parse(await getJson(`${showPath(eventId)}/dashboard`, { signal })),
  });
}
