import { splitEventsByTiming } from '@shared/events/status';
import { eventTexts } from '@shared/events/texts';
import { LOGIN_PATH } from '@shared/layout/nav';
import { useOutboxMember } from '@/features/outbox/useOutboxMember';
import { useEvents } from './useEvents';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadingState } from '@/ui/LoadingState';
import { usePageTitle } from '@/ui/usePageTitle';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import { EventsSection } from './EventsSection';
import { QueuedEvents } from './QueuedEvents';
import './events.css';

/** /events (SPEC §2): events made on this device first, then upcoming and past, by the SPEC §4 rule. */
export default function EventsPage() {
  usePageTitle('Events');
  // The member, or on an offline start the member last signed in here: they can still queue an event.
  const { member: organizer } = useOutboxMember();
  const eventsQuery = useEvents();
  const { data: events, isPending, error, refetch } = eventsQuery;
  const savedAt = useSavedCopyAge(eventsQuery);
  const { upcoming, past } = splitEventsByTiming(events ?? []);

  return (
    <section className="page events-page" aria-labelledby="page-title">
      <header className="events-page__header">
        <div>
          <h1 id="page-title">Events</h1>
          <p className="page-summary">Meetups, shows and cruises for Pontiac owners and fans.</p>
        </div>
        <div className="events-page__actions">
          <a className="events-page__feed" href="/api/events.ics">
            Subscribe to the calendar
          </a>
          {organizer && <ButtonLink to="/events/create">{eventTexts.createEvent}</ButtonLink>}
        </div>
      </header>
      {savedAt && <DataAge at={savedAt} />}
      <QueuedEvents />
      {isPending ? (
        <LoadingState />
      ) : !events ? (
        <div className="events-section" role="alert">
          <p>Events could not be loaded{error ? ` (${error.message})` : ''}.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <EventsSection id="upcoming-events" title="Upcoming Events" events={upcoming} emptyText="No upcoming events yet." />
          <EventsSection id="past-events" title="Past Events" events={past} emptyText="No past events." />
        </>
      )}
      {!organizer && events?.length === 0 && (
        <div>
          <ButtonLink to={LOGIN_PATH}>{eventTexts.loginToCreateButton}</ButtonLink>
        </div>
      )}
    </section>
  );
}
