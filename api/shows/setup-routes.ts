import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { showOrganizerResources } from '../../shared/shows/resources';
import { showTexts } from '../../shared/shows/texts';
import { findEventOr404 } from '../events';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import type { FileStore } from '../base/uploads/file-store';
import { removeStoredImage, storeImage } from '../base/uploads/image-store';
import { readImageUpload } from '../base/uploads/multipart';
import { logIfActingForOrganizer } from './activity-log';
import { notAShow, requireShowOrganizer } from './guards';
import { writeShowSetup } from './setup';
import { showAnswer } from './show-answer';

/** The map picture of a show, locked with its row for a change; 404 when the event is not a show. */
async function lockedMapOf(em: EntityManager, eventId: string): Promise<string | null> {
  const [row] = await em.execute<Array<{ map_image_url: string | null }>>(`select map_image_url from shows where event_id = ? for update`, [
    eventId,
  ]);
  if (!row) throw notAShow();
  return row.map_image_url;
}

/**
 * Show day, the organizer's set-up under /api/events/{id}/show: make an event a show (or replace its
 * set-up), stop it being one, and its venue map. The organizer or an admin only (an admin's change is logged).
 */
export async function showSetupRoutes(app: FastifyInstance, options: { files: FileStore }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const organizerOfEvent = requireShowOrganizer('id', { mustBeShow: false });
  const organizerOfShow = requireShowOrganizer('id', { mustBeShow: true });

  routes.put(...served(app, showOrganizerResources.setup, { guard: organizerOfEvent }), async (request) => {
    const eventId = request.params.id;
    await request.em.transactional(async (em) => {
      // The event's row lock serialises set-ups of one show, and a set-up with the event's deletion.
      const event = await findEventOr404(em, eventId, { lock: true });
      await writeShowSetup(em, eventId, request.body, event.eventDate);
      await logIfActingForOrganizer(em, request, eventId, 'show.setup');
      await em.flush();
    });
    return showAnswer(request.em, eventId);
  });

  routes.delete(...served(app, showOrganizerResources.remove, { guard: organizerOfShow }), async (request, reply) => {
    const eventId = request.params.id;
    const mapUrl = await request.em.transactional(async (em) => {
      const map = await lockedMapOf(em, eventId);
      const [entries] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from show_entries where event_id = ?`, [eventId]);
      if ((entries?.n ?? 0) > 0) throw new HttpError(409, showTexts.showHasEntries);
      await logIfActingForOrganizer(em, request, eventId, 'show.delete');
      // Classes, schedule and helpers cascade in the database.
      await em.execute(`delete from shows where event_id = ?`, [eventId]);
      await em.flush();
      return map;
    });
    if (mapUrl) await removeStoredImage(options.files, mapUrl);
    return reply.status(204).send();
  });

  routes.post(...served(app, showOrganizerResources.uploadMap, { guard: organizerOfShow }), async (request) => {
    const eventId = request.params.id;
    const upload = await readImageUpload(request);
    const stored = await storeImage(options.files, upload.bytes);
    let previous: string | null;
    try {
      previous = await request.em.transactional(async (em) => {
        const map = await lockedMapOf(em, eventId);
        await em.execute(`update shows set map_image_url = ?, updated_at = now() where event_id = ?`, [stored.url, eventId]);
        await logIfActingForOrganizer(em, request, eventId, 'show.map.upload');
        await em.flush();
        return map;
      });
    } catch (error) {
      await removeStoredImage(options.files, stored.url);
      throw error;
    }
    if (previous) await removeStoredImage(options.files, previous);
    return showAnswer(request.em, eventId);
  });

  routes.delete(...served(app, showOrganizerResources.removeMap, { guard: organizerOfShow }), async (request) => {
    const eventId = request.params.id;
    const previous = await request.em.transactional(async (em) => {
      const map = await lockedMapOf(em, eventId);
      await em.execute(`update shows set map_image_url = null, updated_at = now() where event_id = ?`, [eventId]);
      await logIfActingForOrganizer(em, request, eventId, 'show.map.delete');
      await em.flush();
      return map;
    });
    if (previous) await removeStoredImage(options.files, previous);
    return showAnswer(request.em, eventId);
  });
}
