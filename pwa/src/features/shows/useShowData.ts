import { useCallback, useEffect, useMemo } from 'react';
import { useQuery, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { showMemberResources } from '@shared/shows/resources';
import { showBundleSchema, showCarSchema, showSchema } from '@shared/shows/responses';
import { defaultQueryFn } from '@/http/queryClient';
import { showKeys } from './showKeys';
import { callResource } from '@/http/resources';
import { takeFirstScreenAnswer } from '@/http/firstScreenAnswers';
import { useMirroredQuery } from '@/mirror/useMirroredQuery';
import { fetchShowBundle } from './showsApi';
import { keepFresh, readSavedBundle, readSavedCar, readSavedShow } from './storage/onDevice';
import { showsDb, type ShowStar } from './storage/showsDb';

/**
 * Starts reading the saved show as soon as the page has mounted: its queries wait for the query cache to be restored
 * before they run, and reading a show of 500 cars meanwhile takes that read off the way to the first screen.
 */
function useSavedShowRead(eventId: string) {
  useEffect(() => {
    if (eventId !== '') void readSavedShow(eventId).catch(() => undefined);
  }, [eventId]);
}

/**
 * The whole show, offline-first: the saved copy as soon as IndexedDB answers, the server's bundle swapped in when it
 * comes (a read given up after the read budget leaves the copy on screen). A fresh bundle also refreshes the saved copy.
 */
export function useShowBundle(eventId: string) {
  useSavedShowRead(eventId);
  const network = useCallback<QueryFunction<unknown>>(
    async ({ signal }) => {
      const bundle = await fetchShowBundle(eventId, signal);
      void keepFresh(bundle);
      return bundle;
    },
    [eventId],
  );
  const readSaved = useCallback(() => readSavedBundle(eventId), [eventId]);
  const query = useMirroredQuery(showKeys.bundle(eventId), showBundleSchema, readSaved, { enabled: eventId !== '', network });
  // A bundle that came in the page's HTML (a first visit: api/web/server-rendered.ts) is the server's answer too:
  // kept as one fetched here would be (today's show saved on the device, a saved one refreshed).
  const queryClient = useQueryClient();
  const bundle = query.data;
  useEffect(() => {
    if (bundle && takeFirstScreenAnswer(queryClient, showKeys.bundle(eventId))) void keepFresh(bundle);
  }, [bundle, eventId, queryClient]);
  return query;
}

/** A car's page (photos, owner, class, number); from the saved show with no signal, its thumbnail then standing in for the photos. */
export function useShowCar(eventId: string, carNumber: number) {
  useSavedShowRead(eventId);
  const readSaved = useCallback(() => readSavedCar(eventId, carNumber), [eventId, carNumber]);
  return useMirroredQuery(showKeys.car(eventId, carNumber), showCarSchema, readSaved, {
    enabled: eventId !== '' && Number.isInteger(carNumber) && carNumber > 0,
    network: defaultQueryFn,
  });
}

/** The show alone (no cars), offline-first: the saved copy's, then the server's. What a car's page needs to vote. */
export function useShowDetail(eventId: string) {
  const readSaved = useCallback(async () => (await readSavedBundle(eventId))?.show, [eventId]);
  return useMirroredQuery(showKeys.detail(eventId), showSchema, readSaved, { enabled: eventId !== '', network: defaultQueryFn });
}

/** The show as saved on this device (undefined while IndexedDB answers, null when it is not saved). */
export function useSavedShow(eventId: string) {
  return useLiveQuery(async () => (await showsDb.saved.get(eventId)) ?? null, [eventId]);
}

/** "My show": the cars and schedule items starred on this device, and the toggle. */
export function useStars(eventId: string) {
  const rows = useLiveQuery(() => showsDb.stars.where('eventId').equals(eventId).toArray(), [eventId]);
  const starred = useMemo(() => new Set((rows ?? []).map((row) => `${row.kind}:${row.itemId}`)), [rows]);
  const isStarred = useCallback((kind: ShowStar['kind'], itemId: string) => starred.has(`${kind}:${itemId}`), [starred]);
  const toggle = useCallback(
    async (kind: ShowStar['kind'], itemId: string) => {
      if (starred.has(`${kind}:${itemId}`)) await showsDb.stars.delete([eventId, kind, itemId]);
      else await showsDb.stars.put({ eventId, kind, itemId });
    },
    [eventId, starred],
  );
  return useMemo(() => ({ isStarred, toggle, loaded: rows !== undefined }), [isStarred, toggle, rows]);
}

/** The member's part of the show (showMemberResources.mine) for the signed-in member (keyed by member, as it is theirs alone); off for visitors. */
export function useMyShow(eventId: string, memberId: string | undefined) {
  return useQuery({
    queryKey: showKeys.mine(memberId ?? '', eventId),
    queryFn: ({ signal }) => callResource(showMemberResources.mine, { params: { eventId } }, { signal }),
    enabled: memberId !== undefined && eventId !== '',
  });
}
