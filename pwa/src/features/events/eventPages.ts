import { z } from 'zod';
import { EVENT_NEXT_CURSOR_HEADER, type EventListSection } from '@shared/events/list';
import { eventListSchema, type EventSummary } from '@shared/events/responses';
import { eventResources } from '@shared/events/resources';
import { resourceUrl } from '@shared/http/resource';
import { eventTiming } from '@shared/events/status';
import { apiRequest, readJson } from '@/http/client';

/** One page of a list section as the query cache keeps it: the summaries and the next page's cursor. */
export const eventPageSchema = z.object({ events: eventListSchema, nextCursor: z.string().nullable() });
export type EventPage = z.infer<typeof eventPageSchema>;
/** A section's cached pages (useInfiniteQuery's data). */
export const eventPagesSchema = z.object({ pages: z.array(eventPageSchema), pageParams: z.array(z.unknown()) });
export type EventPages = z.infer<typeof eventPagesSchema>;

/** eventResources.list for one section: the body is the declared array, the next cursor comes in a header. */
export async function fetchEventPage(when: EventListSection, cursor: string, signal: AbortSignal): Promise<EventPage> {
  const { list } = eventResources;
  const response = await apiRequest(list.method, resourceUrl(list, { query: { when, cursor: cursor || undefined } }), undefined, {
    signal,
  });
  const nextCursor = response.headers.get(EVENT_NEXT_CURSOR_HEADER);
  return { events: list.response.parse(await readJson(response)), nextCursor: nextCursor || null };
}

/** The order of each section: upcoming soonest first, past most recent first (as the server pages them). */
export function compareInSection(when: EventListSection) {
  return (a: EventSummary, b: EventSummary) => {
    const order = a.eventDate.localeCompare(b.eventDate) || a.id.localeCompare(b.id);
    return when === 'upcoming' ? order : -order;
  };
}

/**
 * What each section shows now. Pages may be older than the moment (a saved copy offline, or a page loaded an
 * hour ago): an event of the upcoming pages that has started since moves to the top of the past ones. Each
 * event shows once, even when a change between two page fetches served it twice.
 */
export function eventSections(upcomingPages: EventPages | undefined, pastPages: EventPages | undefined, now = new Date()) {
  const seen = new Set<string>();
  const once = (event: EventSummary) => !seen.has(event.id) && Boolean(seen.add(event.id));
  const fromUpcoming = (upcomingPages?.pages ?? []).flatMap((page) => page.events).filter(once);
  const upcoming = fromUpcoming.filter((event) => eventTiming(event, now) === 'upcoming');
  const startedSince = fromUpcoming.filter((event) => eventTiming(event, now) === 'past').reverse();
  const past = [...startedSince, ...(pastPages?.pages ?? []).flatMap((page) => page.events).filter(once)];
  return { upcoming, past };
}
