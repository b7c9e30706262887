import { eventPriceText } from '@shared/events/price';
import type { EventStatus } from '@shared/events/status';
import { eventTiming } from '@shared/events/status';
import { eventTexts } from '@shared/events/texts';

interface EventBadgesProps {
  event: { eventDate: string; status: EventStatus; isFree: boolean; price: number | null };
  /** The detail page also names the status of an upcoming event. */
  showStatus?: boolean;
}

/** The Free Event or price badge, and Past Event once the docs/product/states.md rule says so. */
export function EventBadges({ event, showStatus = false }: EventBadgesProps) {
  const price = eventPriceText(event);
  const past = eventTiming(event) === 'past';
  return (
    <ul className="event-badges" aria-label="Event facts">
      {price && <li className={`event-badge ${event.isFree ? 'event-badge--free' : 'event-badge--price'}`}>{price}</li>}
      {past && <li className="event-badge event-badge--muted">{eventTexts.pastEvent}</li>}
      {showStatus && !past && <li className="event-badge">Upcoming</li>}
      {showStatus && event.status === 'completed' && <li className="event-badge event-badge--muted">Completed</li>}
    </ul>
  );
}
