import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { eventResources } from '../../shared/events/resources';
import { EVENT_NEXT_CURSOR_HEADER } from '../../shared/events/list';
import { eventListSchema } from '../../shared/events/responses';
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

  routes.get(...served(app, eventResources.list), (request, reply) =>
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

  routes.get(...served(app, eventResources.detail), async (request) => {
    const [event, isShow] = await Promise.all([
      findEventOr404(request.em, request.params.id),
      eventIsShow(request.em.fork(), request.params.id),
    ]);
    return toEventDetail(event, isShow);
  });

  routes.get(...served(app, eventResources.images), async (request) => {
    await findEventOr404(request.em, request.params.id);
    const images = await request.em.find(EventImage, { event: request.params.id }, { orderBy: { displayOrder: 'asc', createdAt: 'asc' } });
    return images.map(toEventImage);
  });
}
