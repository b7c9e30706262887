import { useQuery } from '@tanstack/react-query';
import { showResultsSchema, type Show } from '@shared/shows/responses';
import { showOrganizerResources } from '@shared/shows/resources';
import type { ShowSetupInput } from '@shared/shows/schemas';
import { callResource } from '@/http/resources';
import { showKeys } from '../showKeys';

/** The organiser's show calls (online only: set-up is done ahead of the day); answers checked against shared/. */

export const saveShowSetup = (eventId: string, setup: ShowSetupInput): Promise<Show> =>
  callResource(showOrganizerResources.setup, { params: { id: eventId }, body: setup });

/** Stops the event being a show (refused with 409 while it has entries). */
export async function removeShow(eventId: string): Promise<void> {
  await callResource(showOrganizerResources.remove, { params: { id: eventId } });
}

export function uploadShowMap(eventId: string, file: File): Promise<Show> {
  const form = new FormData();
  form.append('image', file, file.name);
  return callResource(showOrganizerResources.uploadMap, { params: { id: eventId }, body: form });
}

export const removeShowMap = (eventId: string): Promise<Show> =>
  callResource(showOrganizerResources.removeMap, { params: { id: eventId } });

/** Opens or closes People's Choice now (the server sets the time). */
export const setVoting = (eventId: string, action: 'open' | 'close'): Promise<Show> =>
  callResource(showOrganizerResources.voting, { params: { eventId }, body: { action } });

const TALLY_REFRESH_MS = 5_000;

/** The tally: the organiser's provisional one while voting is open, refreshed every few seconds. */
export function useShowResults(eventId: string, live: boolean) {
  return useQuery({
    queryKey: showKeys.results(eventId),
    enabled: live,
    refetchInterval: live ? TALLY_REFRESH_MS : false,
    select: (data: unknown) => showResultsSchema.parse(data),
  });
}
