import type { EventDetail } from '@shared/events/responses';
import { useTimeZoneOfPage } from '@/ui/useHydrated';
import { formatEventDateTime } from './eventDates';

/** docs/product/screens.md detail fields: date and time, location and address, organizer, contact, max attendees. */
export function EventFacts({ event }: { event: EventDetail }) {
  const zone = useTimeZoneOfPage();
  const address = [event.address, [event.city, event.state].filter(Boolean).join(', '), event.zipCode].filter(Boolean).join(' ');
  return (
    <dl className="event-facts">
      <dt>Date and time</dt>
      <dd>
        <time dateTime={event.eventDate}>{formatEventDateTime(event.eventDate, zone)}</time>
      </dd>
      <dt>Location</dt>
      <dd>
        {event.location}
        {address && <span className="event-facts__address">{address}</span>}
      </dd>
      <dt>Organizer</dt>
      <dd>{event.organizer.name}</dd>
      {event.contactEmail && (
        <>
          <dt>Contact email</dt>
          <dd>
            <a href={`mailto:${event.contactEmail}`}>{event.contactEmail}</a>
          </dd>
        </>
      )}
      {event.contactPhone && (
        <>
          <dt>Contact phone</dt>
          <dd>
            <a href={`tel:${event.contactPhone.replace(/[^\d+]/g, '')}`}>{event.contactPhone}</a>
          </dd>
        </>
      )}
      {event.maxAttendees !== null && (
        <>
          <dt>Max attendees</dt>
          <dd>{event.maxAttendees}</dd>
        </>
      )}
    </dl>
  );
}
