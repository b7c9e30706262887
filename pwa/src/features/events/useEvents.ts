import { eventDetailSchema, eventImageListSchema, eventListSchema } from '@shared/events/responses';
import { queryKeys } from '@/http/queryKeys';
import { useApiQuery } from '@/http/useApiQuery';

/** GET /api/events; the persisted query cache keeps the last list for offline visits. */
export const useEvents = () => useApiQuery(queryKeys.events.all, eventListSchema);

export const useEvent = (id: string) => useApiQuery(queryKeys.events.detail(id), eventDetailSchema, id !== '');

export const useEventImages = (id: string) => useApiQuery(queryKeys.events.images(id), eventImageListSchema, id !== '');
