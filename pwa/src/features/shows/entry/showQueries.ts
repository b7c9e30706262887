import { showSchema } from '@shared/shows/responses';
import { garageSchema } from '@shared/users/profile';
import { ApiError } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';
import { showKeys } from '../showKeys';

/** GET /api/shows/{eventId}: the show's set-up (public). The whole show and the member's part are in ../useShowData. */
export const useShow = (eventId: string) => useApiQuery(showKeys.detail(eventId), showSchema, eventId !== '');

/** The member's garage (the cars they may enter). */
export const useGarageCars = (memberId: string | null | undefined) =>
  useApiQuery(queryKeys.users.garage(memberId ?? ''), garageSchema, !!memberId);

/** A 404: the event is not a show (or gone), as opposed to a read that failed for want of a network. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
