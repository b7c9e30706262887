import { Link } from 'react-router-dom';
import type { EventSummary } from '@shared/events/responses';
import { EventBadges } from './EventBadges';
import { formatEventDateTime, placeLine } from './eventDates';

const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** One event in the list grid: every docs/product/screens.md card field, the title linking to the event. */
export function EventCard({ event }: { event: EventSummary }) {
  return (
    <article className="event-card card" aria-labelledby={`event-${event.id}`}>
      <h3 id={`event-${event.id}`} className="event-card__title">
        <Link to={`/events/${event.id}`}>{event.title}</Link>
      </h3>
      <EventBadges event={event} />
      <p className="event-card__description">{event.description}</p>
      <dl className="event-card__facts">
        <dt>Date</dt>
        <dd>
          <time dateTime={event.eventDate}>{formatEventDateTime(event.eventDate)}</time>
        </dd>
        <dt>Location</dt>
        <dd>{placeLine(event)}</dd>
        <dt>Organizer</dt>
        <dd>{event.organizer.name}</dd>
        <dt>Photos</dt>
        <dd>{photoCount(event.imageCount)}</dd>
      </dl>
    </article>
  );
}
