import { showBundleSchema, type ShowBundle } from '@shared/shows/responses';
import { getJson } from '@/http/client';
import { pathFromQueryKey } from '@/http/queryClient';
import { queryKeys } from '@/http/queryKeys';

/** GET /api/shows/{eventId}/offline: the whole show in one answer (the browser revalidates it with its ETag). */
export async function fetchShowBundle(eventId: string, signal?: AbortSignal): Promise<ShowBundle> {
  return showBundleSchema.parse(await getJson(pathFromQueryKey(queryKeys.shows.bundle(eventId)), { signal }));
}
