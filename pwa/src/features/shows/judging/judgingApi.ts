import { useQuery } from '@tanstack/react-query';
import type { ShowAwards } from '@shared/shows/judging-responses';
import type { Show } from '@shared/shows/responses';
import { showOrganizerResources } from '@shared/shows/resources';
import { callResource } from '@/http/resources';
import { showKeys } from '../showKeys';

/** The organiser's judging calls: made online, at the table, as voting's open and close are. */

/** Locks judging (no score changes after) or unlocks it (which withdraws published awards). */
export const setJudging = (eventId: string, action: 'lock' | 'unlock'): Promise<Show> =>
  callResource(showOrganizerResources.judging, { params: { eventId }, body: { action } });

/** Publishes the class awards and Best of Show (judging must be locked). */
export const publishAwards = (eventId: string, bestOfShowEntryId: string | null): Promise<ShowAwards> =>
  callResource(showOrganizerResources.awards, { params: { eventId }, body: { bestOfShowEntryId } });

const DASHBOARD_REFRESH_MS = 15_000;

/**
 * The organiser's day at a glance, refreshed every 15 s while shown. Kept for the member (showKeys.dashboard), so the
 * last answer stays on the device for them alone and reads with no signal.
 */
export function useShowDashboard(eventId: string, memberId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: showKeys.dashboard(memberId ?? '', eventId),
    enabled: enabled && memberId !== undefined,
    refetchInterval: DASHBOARD_REFRESH_MS,
    queryFn: ({ signal }) => callResource(showOrganizerResources.dashboard, { params: { eventId } }, { signal }),
  });
}
