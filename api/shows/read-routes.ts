import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { showReadResources } from '../../shared/shows/resources';
import { showBundleSchema, showCarSchema, showSchema, type Show } from '../../shared/shows/responses';
import { showTexts } from '../../shared/shows/texts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../base/plugins/errors';
import { Stamped } from '../base/read-cache/read-cache';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { loadCar, loadEntries } from './entry-answer';
import { notAShow } from './guards';
import { loadResults } from './results';
import { loadAwards } from './judging';
import { loadShow, nextVotingChange } from './show-answer';

/**
 * Show day, the public reads: the show, everything it needs offline in one answer, and a car's page. The
 * same for every caller, so app.ts registers them outside the session's scope, and the read cache keeps them (topic
 * `shows`) until a show, its cars or what they name changes, or the People's Choice window opens or closes.
 */
export async function showReadRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The show, or a 404; its voting state is true until the next opening or closing, so kept answers end then. */
  async function currentShow(em: EntityManager, eventId: string): Promise<Show> {
    const show = await loadShow(em, eventId);
    if (!show) throw notAShow();
    const change = nextVotingChange(show);
    if (change) app.readCache.expireAt('shows', change);
    return show;
  }

  routes.get(...served(app, showReadResources.detail), (request, reply) =>
    app.readCache.reply(request, reply, showSchema, () => currentShow(request.em, request.params.eventId), 'shows'),
  );

  routes.get(...served(app, showReadResources.bundle), (request, reply) =>
    app.readCache.reply(
      request,
      reply,
      showBundleSchema,
      async () => {
        const eventId = request.params.eventId;
        const show = await currentShow(request.em, eventId);
        const closed = show.votingState === 'closed';
        const [entries, results, awards] = await Promise.all([
          loadEntries(request.em.fork(), eventId),
          closed ? loadResults(request.em.fork(), eventId, 'closed', false) : null,
          loadAwards(request.em.fork(), eventId, closed),
        ]);
        // The same show gives the same ETag on every server and after every rebuild: phones revalidate with it.
        return new Stamped({ show, entries, results, awards, generatedAt: new Date().toISOString() }, 'generatedAt');
      },
      'shows',
    ),
  );

  routes.get(...served(app, showReadResources.car), (request, reply) =>
    app.readCache.reply(
      request,
      reply,
      showCarSchema,
      async () => {
        const { eventId, carNumber } = request.params;
        const car = await loadCar(request.em, eventId, carNumber);
        if (car) return car;
        if (!(await loadShow(request.em, eventId))) throw notAShow();
        throw new HttpError(404, showTexts.carNumberNotFound);
      },
      'shows',
    ),
  );
}
