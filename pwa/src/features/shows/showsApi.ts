import type { ShowBundle } from '@shared/shows/responses';
import { showReadResources } from '@shared/shows/resources';
import { callResource } from '@/http/resources';

/** The whole show in one answer (the browser revalidates it with its ETag). */
export const fetchShowBundle = (eventId: string, signal?: AbortSignal): Promise<ShowBundle> =>
  callResource(showReadResources.bundle, { params: { eventId } }, { signal });
