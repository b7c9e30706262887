import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { buildCalendar, EVENTS_FEED_PATH, ICS_CONTENT_TYPE } from '../../shared/events/ics';
import { routerPath } from '../../shared/http/resource';
import { isUpcomingEvent } from '../../shared/events/status';
import { toEventDetail } from './dto';
import { MeetupEvent } from './event.entity';

const CALENDAR_NAME = 'Pontiac Hub events';
/** The soonest this many upcoming events: a calendar app has no use for more, and the feed stays small. */
export const ICS_MAX_EVENTS = 500;
const FILE_NAME = 'pontiac-hub-events.ics';

const invalidHost = 'The request must name a valid host';
const isBareOrigin = (url: URL) => url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
/**
 * The origin the feed's links point at: the protocol and host the client used. Behind a trusted proxy both come
 * from X-Forwarded-* headers, so they must make a bare http(s) origin before they go into every URL of the file.
 */
const originSchema = z
  .url({ protocol: /^https?$/, error: invalidHost })
  .transform((value) => new URL(value))
  .refine(isBareOrigin, invalidHost)
  .transform((url) => url.origin);

const requestOrigin = (request: FastifyRequest) => originSchema.parse(`${request.protocol}://${request.host}`);

/** Upcoming events by date (at most ICS_MAX_EVENTS), organizers joined in the same query. */
async function upcomingEvents(em: EntityManager, now: Date) {
  // The date condition only narrows the read (and uses the index); the documented rule in isUpcomingEvent decides.
  const events = await em.find(
    MeetupEvent,
    { eventDate: { $gt: now }, status: 'upcoming' },
    { populate: ['organizer'], orderBy: { eventDate: 'asc', id: 'asc' }, limit: ICS_MAX_EVENTS },
  );
  return events.filter((event) => isUpcomingEvent(event, now));
}

/**
 * GET /api/events.ics: a public iCalendar feed of the soonest upcoming events, for calendar apps to subscribe to.
 * It sits beside /api/events rather than under it, so it never meets the `/:id` route.
 */
export async function eventCalendarRoutes(app: FastifyInstance) {
  app.get(routerPath(EVENTS_FEED_PATH, app.prefix), async (request, reply) => {
    const origin = requestOrigin(request);
    const now = new Date();
    const events = await upcomingEvents(request.em, now);
    return reply
      .type(ICS_CONTENT_TYPE)
      .header('Content-Disposition', `inline; filename="${FILE_NAME}"`)
      .send(
        buildCalendar(
          events.map((event) => toEventDetail(event, false)),
          { calendarName: CALENDAR_NAME, origin, now },
        ),
      );
  });
}
