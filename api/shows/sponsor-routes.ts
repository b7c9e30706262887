import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { showSponsorResources, type ShowSponsors } from '../../shared/shows/sponsor-resources';
import { served } from '../base/plugins/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { logIfActingForOrganizer } from './activity-log';
import { notAShow, requireShowOrganizer } from './guards';

async function sponsorsOf(em: EntityManager, eventId: string): Promise<ShowSponsors> {
  const [row] = await em.execute<Array<{ sponsors: ShowSponsors['sponsors'] }>>(`select sponsors from shows where event_id = ?`, [eventId]);
  if (!row) throw notAShow();
  return { sponsors: row.sponsors };
}

/** A show's sponsors for everyone, from the read cache (topic `shows`: any change to the show's row ends them). */
export async function showSponsorReadRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(...served(app, showSponsorResources.list), (request, reply) =>
    app.readCache.reply(request, reply, showSponsorResources.list.response, () => sponsorsOf(request.em, request.params.eventId), 'shows'),
  );
}

/** The organiser (or an admin, logged) replaces the list: the same list sent again changes nothing. */
export async function showSponsorWriteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const organizerOfShow = requireShowOrganizer('eventId', { mustBeShow: true });
  routes.put(...served(app, showSponsorResources.replace, { guard: organizerOfShow }), async (request) => {
    const { eventId } = request.params;
    await request.em.transactional(async (em) => {
      const updated = await em.execute<Array<{ event_id: string }>>(
        `update shows set sponsors = ?::jsonb, updated_at = now() where event_id = ? returning event_id`,
        [JSON.stringify(request.body.sponsors), eventId],
      );
      if (updated.length === 0) throw notAShow();
      await logIfActingForOrganizer(em, request, eventId, 'show.sponsors');
    });
    return sponsorsOf(request.em, eventId);
  });
}
