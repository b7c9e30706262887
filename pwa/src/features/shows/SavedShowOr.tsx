import type { ReactNode } from 'react';
import { formatShowDayTime } from './showDates';
import { ShowSection } from './ShowSection';
import { useSavedShow } from './useShowData';

/**
 * An event page that could not load its event (no signal, and the device's copy of the event is gone or was never
 * kept) still opens a show saved on this device: its title, date and place from the saved show, then the show itself.
 * Otherwise `children` (the page's own "unavailable").
 */
export function SavedShowOr({ eventId, children }: { eventId: string; children: ReactNode }) {
  const saved = useSavedShow(eventId);
  if (!saved) return children;
  const { show } = saved.bundle;
  return (
    <article className="page event-page" aria-labelledby="page-title">
      <h1 id="page-title">{show.title}</h1>
      <p>
        <time dateTime={show.eventDate}>{formatShowDayTime(show.eventDate)}</time> · {show.location} · {show.organizer.name}
      </p>
      <ShowSection eventId={eventId} />
    </article>
  );
}
