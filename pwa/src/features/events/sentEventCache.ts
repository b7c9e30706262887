import type { QueryClient } from '@tanstack/react-query';
import { eventListSchema, type EventDetail, type EventSummary } from '@shared/events/responses';
import type { SentEvent } from '@/outbox/messages';
import { queryKeys } from '@/http/queryKeys';

const toSummary = (event: EventDetail, imageCount: number): EventSummary => ({
  id: event.id,
  title: event.title,
  description: event.description,
  eventDate: event.eventDate,
  location: event.location,
  city: event.city,
  state: event.state,
  isFree: event.isFree,
  price: event.price,
  status: event.status,
  imageCount,
  organizerId: event.organizerId,
  organizer: event.organizer,
});

/**
 * Puts what the server answered for sent events straight into the cache: the event page and the list show them
 * without asking again, even on a link that loses the next answer. The list is then refreshed when it can be.
 */
export function rememberSentEvents(queryClient: QueryClient, sent: readonly SentEvent[]): void {
  const answered = sent.flatMap(({ event, imageCount }) => (event ? [{ event, imageCount }] : []));
  for (const { event } of answered) queryClient.setQueryData(queryKeys.events.detail(event.id), event);
  queryClient.setQueryData(queryKeys.events.all, (cached: unknown) => {
    const list = eventListSchema.safeParse(cached);
    if (!list.success) return cached;
    const others = list.data.filter((item) => !answered.some(({ event }) => event.id === item.id));
    return [...others, ...answered.map(({ event, imageCount }) => toSummary(event, imageCount))];
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.events.all, exact: true });
}
