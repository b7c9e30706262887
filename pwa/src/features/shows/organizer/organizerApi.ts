import { useQuery } from '@tanstack/react-query';
import { showResultsSchema, showSchema, type Show } from '@shared/shows/responses';
import type { ShowSetupInput } from '@shared/shows/schemas';
import { apiRequest, readJson } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';

/** The organiser's show calls (online only: set-up is done ahead of the day); answers checked against shared/. */

const eventShowPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/show`;
const showPath = (eventId: string) => `/api/shows/${encodeURIComponent(eventId)}`;

export async function saveShowSetup(eventId: string, setup: ShowSetupInput): Promise<Show> {
  return showSchema.parse(await readJson(await apiRequest('PUT', eventShowPath(eventId), setup)));
}

/** Stops the event being a show (refused with 409 while it has entries). */
export async function removeShow(eventId: string): Promise<void> {
  await apiRequest('DELETE', eventShowPath(eventId));
}

export async function uploadShowMap(eventId: string, file: File): Promise<Show> {
  const form = new FormData();
  form.append('image', file, file.name);
  return showSchema.parse(await readJson(await apiRequest('POST', `${eventShowPath(eventId)}/map`, form)));
}

export async function removeShowMap(eventId: string): Promise<Show> {
  return showSchema.parse(await readJson(await apiRequest('DELETE', `${eventShowPath(eventId)}/map`)));
}

/** Opens or closes People's Choice now (the server sets the time). */
export async function setVoting(eventId: string, action: 'open' | 'close'): Promise<Show> {
  return showSchema.parse(await readJson(await apiRequest('POST', `${showPath(eventId)}/voting`, { action })));
}

const TALLY_REFRESH_MS = 5_000;

/** The tally: the organiser's provisional one while voting is open, refreshed every few seconds. */
export function useShowResults(eventId: string, live: boolean) {
  return useQuery({
    queryKey: queryKeys.shows.results(eventId),
    enabled: live,
    refetchInterval: live ? TALLY_REFRESH_MS : false,
    select: (data: unknown) => showResultsSchema.parse(data),
  });
}
