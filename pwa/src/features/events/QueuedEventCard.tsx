import { eventTexts } from '@shared/events/texts';
import { QueuedWriteControls } from '@/outbox/page/QueuedWriteControls';
import type { QueuedEvent } from '@/outbox/types';
import { formatEventDateTime } from './eventDates';

const stateLabel = { waiting: eventTexts.waitingToSend, 'needs-sign-in': eventTexts.needsSignIn, failed: eventTexts.notSent } as const;

/** An event made on this device that has not reached the server yet, with Retry (or Sign in) and Discard. */
export function QueuedEventCard({ item }: { item: QueuedEvent }) {
  const headingId = `queued-${item.id}`;
  const title = item.payload.title ?? '';
  const photosLeft = item.photos.filter((photo) => !photo.sent).length;
  const question = item.eventCreated
    ? `The event is already online. Its ${photosLeft} unsent photo(s) will be dropped from this device.`
    : `"${title}" has not been sent. Discarding it removes it from this device for good.`;
  return (
    <article className="event-card event-card--queued card" aria-labelledby={headingId}>
      <h3 id={headingId} className="event-card__title">
        {title}
      </h3>
      <p className={`event-badge ${item.state === 'waiting' ? 'event-badge--waiting' : 'event-badge--problem'}`}>
        {stateLabel[item.state]}
      </p>
      <dl className="event-card__facts">
        <dt>Date</dt>
        <dd>{item.payload.eventDate ? formatEventDateTime(item.payload.eventDate) : ''}</dd>
        <dt>Location</dt>
        <dd>{item.payload.location}</dd>
        <dt>Organizer</dt>
        <dd>{item.memberName}</dd>
        <dt>Photos</dt>
        <dd>{photosLeft} waiting</dd>
      </dl>
      <QueuedWriteControls
        item={item}
        title={title}
        className="event-card"
        confirm={{ title: 'Discard this queued event?', message: question }}
      />
    </article>
  );
}
