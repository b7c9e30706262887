import type { FastifyInstance } from 'fastify';
import { EVENT_NEXT_CURSOR_HEADER, EVENT_SUMMARY_MAX_LENGTH, eventListQuerySchema } from '../../shared/events/list';
import { eventDetailSchema, eventImageListSchema, eventListSchema } from '../../shared/events/responses';
import { eventIdParams } from '../../shared/events/schemas';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { WithHeaders } from '../base/read-cache/read-cache';
import { toEventDetail, toEventImage } from './dto';
import { listEventPage, nextSectionChange } from './event-list';
import { EventImage } from './event-image.entity';
import { eventIsShow, findEventOr404 } from './lookups';

/**
 * docs/product/screens.md, roles.md, api.md events, the reads: the same answer for everyone, whoever asks, so app.ts registers them outside the
 * session's scope (no cookie parsing, no fresh session per visitor). The changes are in routes.ts.
 */
export async function eventReadRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    {
      schema: {
        description:
          `A page of event summaries (descriptions cut to ${EVENT_SUMMARY_MAX_LENGTH} characters). \`when\`: upcoming ` +
          '(soonest first) or past (most recent first), by the docs/product/states.md rule at the time of the request; without it, ' +
          `every event by date. The next page's cursor is in the ${EVENT_NEXT_CURSOR_HEADER} response header, ` +
          'absent on the last page.',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema },
      },
    },
    (request, reply) =>
      app.readCache.reply(
        request,
        reply,
        eventListSchema,
        async () => {
          const now = new Date();
          const { when, cursor, limit } = request.query;
          const [page, change] = await Promise.all([
            listEventPage(request.em, { when, cursor, limit, now }),
            when ? nextSectionChange(request.em, now) : null,
          ]);
          // Section pages depend on the clock too: they are dropped once the soonest upcoming event has started.
          if (change) app.readCache.expireAt('events', change);
          // The cursor is kept with the page and sent with every copy of it.
          return new WithHeaders(page.events, page.nextCursor ? { [EVENT_NEXT_CURSOR_HEADER]: page.nextCursor } : {});
        },
        'events',
      ),
  );

  routes.get('/:id', { schema: { params: eventIdParams, response: { 200: eventDetailSchema } } }, async (request) => {
    const [event, isShow] = await Promise.all([
      findEventOr404(request.em, request.params.id),
      eventIsShow(request.em.fork(), request.params.id),
    ]);
    return toEventDetail(event, isShow);
  });

  routes.get('/:id/images', { schema: { params: eventIdParams, response: { 200: eventImageListSchema } } }, async (request) => {
    await findEventOr404(request.em, request.params.id);
    const images = await request.em.find(EventImage, { event: request.params.id }, { orderBy: { displayOrder: 'asc', createdAt: 'asc' } });
    return images.map(toEventImage);
  });
}
