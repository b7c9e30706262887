import { useQuery } from '@tanstack/react-query';
import { myShowSchema, showBundleSchema, showSchema } from '@shared/shows/responses';
import { garageSchema } from '@shared/users/profile';
import { ApiError, getJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';

/** GET /api/shows/{eventId}: the show's set-up (public). */
export const useShow = (eventId: string) => useApiQuery(queryKeys.shows.detail(eventId), showSchema, eventId !== '');

/** GET /api/shows/{eventId}/offline: the show and every entry, for the pages the write side hosts itself. */
export const useShowBundle = (eventId: string) => useApiQuery(queryKeys.shows.bundle(eventId), showBundleSchema, eventId !== '');

const showPath = (eventId: string) => `/api/shows/${encodeURIComponent(eventId)}`;

/** GET /api/shows/{eventId}/me: the member's entries, votes and rights in the show (kept under their id). */
export function useMyShow(memberId: string | null | undefined, eventId: string) {
  return useQuery({
    queryKey: queryKeys.shows.mine(memberId ?? '', eventId),
    queryFn: ({ signal }) => getJson(`${showPath(eventId)}/me`, { signal }),
    select: (data: unknown) => myShowSchema.parse(data),
    enabled: !!memberId && eventId !== '',
  });
}

/** The member's garage (the cars they may enter). */
export const useGarageCars = (memberId: string | null | undefined) =>
  useApiQuery(queryKeys.users.garage(memberId ?? ''), garageSchema, !!memberId);

/** A 404: the event is not a show (or gone), as opposed to a read that failed for want of a network. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
