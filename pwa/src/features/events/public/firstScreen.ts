import { eventResources } from '@shared/events/resources';
import { eventDetailSchema } from '@shared/events/responses';
import { resourceUrl } from '@shared/http/resource';
import type { FirstScreenPage } from '@shared/pwa/first-screen';
import { showFirstScreenQuery } from '@/features/shows';
import { eventKeys } from '../eventKeys';

/**
 * What an event's page (EventPage) reads for its first screen, for the server to render it with
 * (app/serverRender.tsx): the event, its photos and, when it is a car show, the show with its schedule.
 */
export function eventFirstScreen(id: string): FirstScreenPage {
  return {
    queries: [
      { key: eventKeys.detail(id), address: resourceUrl(eventResources.detail, { params: { id } }) },
      { key: eventKeys.images(id), address: resourceUrl(eventResources.images, { params: { id } }), optional: true },
      // Not every event is a show: its 404 leaves the show out, as the page does.
      { ...showFirstScreenQuery(id), optional: true },
    ],
    title: ([event]) => eventDetailSchema.safeParse(event).data?.title,
    // "Upcoming" becomes "Past Event" as the event starts (EventBadges).
    changesAt: ([event]) => eventDetailSchema.safeParse(event).data?.eventDate,
  };
}
