import { buildCalendar, type IcsEventInput } from '@shared/events/ics';
import type { Show, ShowScheduleItem } from '@shared/shows/responses';
import { showTabPath } from './showTabs';

/** The schedule in time order (items at the same time by title). */
export const scheduleInOrder = (items: readonly ShowScheduleItem[]) =>
  [...items].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));

/**
 * The starred schedule items as a calendar file (.ics), one event per item, each linking back to the show's schedule.
 * Built on the device, so it works with no signal.
 */
export function scheduleCalendar(show: Show, items: readonly ShowScheduleItem[], options: { origin: string; now?: Date }): string {
  const origin = options.origin.replace(/\/+$/, '');
  const events = scheduleInOrder(items).map((item): IcsEventInput => ({
    id: item.id,
    title: `${item.title} (${show.title})`,
    description: item.place ? `At ${item.place}` : `Part of ${show.title}`,
    eventDate: item.startsAt,
    location: item.place ? `${item.place}, ${show.location}` : show.location,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    contactEmail: null,
    // The show's price is the event's: a schedule item has none of its own.
    isFree: false,
    price: null,
    organizer: { name: show.organizer.name },
    url: `${origin}${showTabPath(show.eventId, 'schedule')}`,
  }));
  return buildCalendar(events, { calendarName: `${show.title}: my show`, origin, now: options.now });
}
