import type { QueryClient } from '@tanstack/react-query';
import { summarizeDescription } from '@shared/events/list';
import type { EventDetail, EventSummary } from '@shared/events/responses';
import { eventTiming } from '@shared/events/status';
import type { SentEvent } from '@/outbox/outcome';
import { compareInSection, eventPagesSchema } from './eventPages';
import { eventKeys, isEventListKey } from './eventKeys';

/** The list card of an event the server just answered with (its description cut as the server cuts it). */
const toSummary = (event: EventDetail, imageCount: number): EventSummary => ({
  id: event.id,
  title: event.title,
  description: summarizeDescription(event.description),
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
  isShow: event.isShow,
});

/**
 * Puts what the server answered for sent events straight into the cache: the event page and the list show them
 * without asking again, even on a link that loses the next answer. Each goes into the first page of its section
 * (in that section's order), and out of the other; the list is then refreshed when it can be.
 */
export function rememberSentEvents(queryClient: QueryClient, sent: readonly SentEvent[]): void {
  const answered = sent.flatMap(({ event, imageCount }) => (event ? [{ event, imageCount }] : []));
  for (const { event } of answered) queryClient.setQueryData(eventKeys.detail(event.id), event);
  for (const when of ['upcoming', 'past'] as const) {
    queryClient.setQueryData(eventKeys.list(when), (cached: unknown) => {
      const list = eventPagesSchema.safeParse(cached);
      if (!list.success) return cached;
      const isSent = (item: EventSummary) => answered.some(({ event }) => event.id === item.id);
      const pages = list.data.pages.map((page) => ({ ...page, events: page.events.filter((item) => !isSent(item)) }));
      const [first, ...rest] = pages;
      if (!first) return cached;
      const added = answered
        .filter(({ event }) => eventTiming(event) === when)
        .map(({ event, imageCount }) => toSummary(event, imageCount));
      return { ...list.data, pages: [{ ...first, events: [...first.events, ...added].sort(compareInSection(when)) }, ...rest] };
    });
  }
  void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isEventListKey(queryKey) });
}
