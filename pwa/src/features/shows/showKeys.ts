import { showMemberResources, showOrganizerResources, showReadResources } from '@shared/shows/resources';
import { keyOf, memberKeyOf } from '@/http/resources';
import { showPageKeys } from './showPageKeys';

const [SHOWS_ROOT] = keyOf(showReadResources.detail);

/**
 * The shows' query keys, from their declared reads (shared/shows/resources.ts). Every show read sits under `all`; the
 * member's part of a show and the organizer's day at a glance are kept for their member alone (memberKeyOf).
 */
export const showKeys = {
  all: [SHOWS_ROOT],
  detail: showPageKeys.detail,
  bundle: (eventId: string) => keyOf(showReadResources.bundle, { params: { eventId } }),
  car: showPageKeys.car,
  results: (eventId: string) => keyOf(showReadResources.results, { params: { eventId } }),
  mine: (memberId: string, eventId: string) => memberKeyOf(showMemberResources.mine, memberId, { params: { eventId } }),
  dashboard: (memberId: string, eventId: string) => memberKeyOf(showOrganizerResources.dashboard, memberId, { params: { eventId } }),
};
