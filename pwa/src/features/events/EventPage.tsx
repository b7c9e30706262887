import { useParams } from 'react-router-dom';
import { isAdmin } from '@shared/auth/roles';
import { ApiError } from '@/http/client';
import { eventTexts } from '@shared/events/texts';
import { useCurrentUser } from '@/features/auth';
import { SavedShowOr, ShowSection } from '@/features/shows';
import { NotFoundState } from '@/ui/NotFoundState';
import { isNotFound } from '@/http/isNotFound';
import { useEvent } from './useEvents';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadingState } from '@/ui/LoadingState';
import { ShareMenu } from '@/ui/share/ShareMenu';
import { usePageTitle } from '@/ui/usePageTitle';
import { AddToCalendarButton } from './AddToCalendarButton';
import { DeleteEventButton } from './DeleteEventButton';
import { EventBadges } from './EventBadges';
import { EventFacts } from './EventFacts';
import { EventPhotos } from './EventPhotos';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import './events.css';

/** /events/:id (docs/product/screens.md event detail). */
export default function EventPage() {
  const { id = '' } = useParams();
  const eventQuery = useEvent(id);
  const { data: event, isPending, error, refetch } = eventQuery;
  const savedAt = useSavedCopyAge(eventQuery);
  const { user } = useCurrentUser();
  const online = useOnlineStatus();
  usePageTitle(event?.title ?? 'Event');

  if (isPending) return <LoadingState />;
  if (!event) {
    // A malformed id (400) is as missing as an unknown one (404).
    if (isNotFound(error) || (error instanceof ApiError && error.status === 400)) {
      return (
        <NotFoundState
          title={eventTexts.notFound}
          message="This event does not exist or was removed."
          linkTo="/events"
          linkLabel="View All Events"
        />
      );
    }
    return (
      <SavedShowOr eventId={id}>
        <section className="page" aria-labelledby="page-title" role="alert">
          <h1 id="page-title">Event unavailable</h1>
          <p>This event could not be loaded{online ? '' : ' while offline'}.</p>
          <div>
            <Button onClick={() => void refetch()}>Try again</Button>
          </div>
        </section>
      </SavedShowOr>
    );
  }

  const canManage = user !== null && (user.id === event.organizerId || isAdmin(user));
  return (
    <article className="page event-page" aria-labelledby="page-title">
      <header className="event-page__header">
        <h1 id="page-title">{event.title}</h1>
        <EventBadges event={event} showStatus />
      </header>
      {savedAt && <DataAge at={savedAt} />}
      <EventPhotos eventId={event.id} title={event.title} />
      <EventFacts event={event} />
      <p className="event-page__description">{event.description}</p>
      <div className="event-page__actions">
        <ShareMenu target={{ title: event.title, text: event.description.slice(0, 140) }} subject={event.title} />
        <AddToCalendarButton event={event} />
        {canManage && (
          <>
            <ButtonLink variant="secondary" to={`/events/${event.id}/edit`}>
              Edit
            </ButtonLink>
            <DeleteEventButton eventId={event.id} disabled={!online} />
          </>
        )}
      </div>
      {event.isShow && <ShowSection eventId={event.id} />}
    </article>
  );
}
