import { useState } from 'react';
import { LOGIN_PATH } from '@shared/layout/nav';
import { eventTexts, needsSignInAs } from '@shared/events/texts';
import { discardQueued } from '@/outbox/page/discardQueued';
import { requestOutboxFlush } from '@/outbox/page/requestOutboxFlush';
import type { QueuedEvent } from '@/outbox/types';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { formatEventDateTime } from './eventDates';

const stateLabel = { waiting: eventTexts.waitingToSend, 'needs-sign-in': eventTexts.needsSignIn, failed: eventTexts.notSent } as const;

/** An event made on this device that has not reached the server yet, with Retry (or Sign in) and Discard. */
export function QueuedEventCard({ item }: { item: QueuedEvent }) {
  const [confirming, setConfirming] = useState(false);
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
      {item.state === 'needs-sign-in' && <p className="event-card__note">{needsSignInAs(item.memberName)}</p>}
      {item.state === 'failed' && item.lastError && <p className="event-card__note">Server said: {item.lastError}</p>}
      <div className="event-card__actions">
        {item.state === 'needs-sign-in' ? (
          <ButtonLink size="sm" to={LOGIN_PATH}>
            Sign in<span className="visually-hidden"> to send {title}</span>
          </ButtonLink>
        ) : (
          <Button size="sm" onClick={() => void requestOutboxFlush()}>
            Retry<span className="visually-hidden"> sending {title}</span>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Discard<span className="visually-hidden"> {title}</span>
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Discard this queued event?"
          message={question}
          confirmLabel="Discard"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void discardQueued(item.id);
          }}
        />
      )}
    </article>
  );
}
