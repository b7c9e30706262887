/** docs/product/states.md: an event's status defaults to 'upcoming'; 'completed' is also recognised. */
export const EVENT_STATUSES = ['upcoming', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const DEFAULT_EVENT_STATUS: EventStatus = 'upcoming';

export type EventTiming = 'upcoming' | 'past';

interface Classifiable {
  eventDate: string | Date;
  status: string;
}

const timeOf = (date: string | Date) => (typeof date === 'string' ? Date.parse(date) : date.getTime());

/** docs/product/states.md: upcoming when the date is still in the future and the status is 'upcoming'. */
export function isUpcomingEvent(event: Classifiable, now: Date = new Date()): boolean {
  return event.status === 'upcoming' && timeOf(event.eventDate) > now.getTime();
}

/**
 * docs/product/states.md: past when the date has passed or the status is 'completed'. An unparseable date counts as
 * passed, so a broken row never sits among the upcoming ones.
 */
export function isPastEvent(event: Classifiable, now: Date = new Date()): boolean {
  const time = timeOf(event.eventDate);
  return event.status === 'completed' || Number.isNaN(time) || time <= now.getTime();
}

/**
 * Which list section an event belongs in. docs/product/states.md leaves a future event with a status other than
 * the two known ones unclassified; it is shown with the past ones so it is not advertised.
 */
export function eventTiming(event: Classifiable, now: Date = new Date()): EventTiming {
  return isUpcomingEvent(event, now) ? 'upcoming' : 'past';
}

/** Splits a list (kept in its order, eventDate ascending from the API) into the two docs/product/screens.md sections. */
export function splitEventsByTiming<T extends Classifiable>(events: readonly T[], now: Date = new Date()) {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const event of events) (eventTiming(event, now) === 'upcoming' ? upcoming : past).push(event);
  return { upcoming, past };
}
