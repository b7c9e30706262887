import { eventTexts } from '@shared/events/texts';
import { EVENTS_FEED_PATH } from '@shared/events/ics';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import { useOutboxMember } from '@/features/auth';
import { useEventPages } from './useEvents';
import { ButtonLink } from '@/ui/ButtonLink';
import { usePageTitle } from '@/ui/usePageTitle';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import { eventSections } from './eventPages';
import { EventsSection } from './EventsSection';
import { QueuedEvents } from './QueuedEvents';
import './events.css';

/**
 * /events (docs/product/screens.md): events made on this device first, then upcoming and past (by the docs/product/states.md rule), each loaded a
 * page at a time.
 */
export default function EventsPage() {
  usePageTitle('Events');
  // The member, or on an offline start the member last signed in here: they can still queue an event.
  const { member: organizer } = useOutboxMember();
  const upcomingPages = useEventPages('upcoming');
  const pastPages = useEventPages('past');
  const upcomingSavedAt = useSavedCopyAge(upcomingPages);
  const pastSavedAt = useSavedCopyAge(pastPages);
  const savedAt = upcomingSavedAt ?? pastSavedAt;
  const { upcoming, past } = eventSections(upcomingPages.data, pastPages.data);
  const noEvents = upcomingPages.data && pastPages.data && upcoming.length === 0 && past.length === 0;

  return (
    <section className="page events-page" aria-labelledby="page-title">
      <header className="events-page__header">
        <div>
          <h1 id="page-title">Events</h1>
          <p className="page-summary">Meetups, shows and cruises for Pontiac owners and fans.</p>
        </div>
        <div className="events-page__actions">
          <a className="events-page__feed" href={EVENTS_FEED_PATH}>
            Subscribe to the calendar
          </a>
          {organizer && <ButtonLink to="/events/create">{eventTexts.createEvent}</ButtonLink>}
        </div>
      </header>
      {savedAt && <DataAge at={savedAt} />}
      <QueuedEvents />
      <EventsSection
        id="upcoming-events"
        title="Upcoming Events"
        events={upcoming}
        pages={upcomingPages}
        emptyText={
          // A fresh site: the first event is invited rather than an empty list shown.
          noEvents && organizer ? (
            <>
              {eventTexts.noEventsYet} <Link to="/events/create">{eventTexts.createFirstEvent}</Link>
            </>
          ) : (
            'No upcoming events yet.'
          )
        }
      />
      <EventsSection id="past-events" title="Past Events" events={past} pages={pastPages} emptyText="No past events." />
      {!organizer && noEvents && (
        <div>
          <ButtonLink to={LOGIN_PATH}>{eventTexts.loginToCreateButton}</ButtonLink>
        </div>
      )}
    </section>
  );
}
