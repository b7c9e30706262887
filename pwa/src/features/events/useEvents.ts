import { useInfiniteQuery } from '@tanstack/react-query';
import type { EventListSection } from '@shared/events/list';
import { eventDetailSchema, eventImageListSchema } from '@shared/events/responses';
import { useApiQuery } from '@/http/useApiQuery';
import { fetchEventPage } from './eventPages';
import { eventKeys } from './eventKeys';

/**
 * One section of GET /api/events, page by page ("Load more"); the persisted query cache keeps the pages seen for
 * offline visits.
 */
export const useEventPages = (when: EventListSection) =>
  useInfiniteQuery({
    queryKey: eventKeys.list(when),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => fetchEventPage(when, pageParam, signal),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useEvent = (id: string) => useApiQuery(eventKeys.detail(id), eventDetailSchema, id !== '');

export const useEventImages = (id: string) => useApiQuery(eventKeys.images(id), eventImageListSchema, id !== '');
