import type { EventSummary } from '@shared/events/responses';
import { EventCard } from './EventCard';

interface EventsSectionProps {
  id: string;
  title: string;
  events: EventSummary[];
  emptyText: string;
}

/** Upcoming or past events in the SPEC §2 two-column grid. */
export function EventsSection({ id, title, events, emptyText }: EventsSectionProps) {
  return (
    <section className="events-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {events.length === 0 ? (
        <p className="events-section__empty">{emptyText}</p>
      ) : (
        <div className="events-grid">
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </div>
      )}
    </section>
  );
}
