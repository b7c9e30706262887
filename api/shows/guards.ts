import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../../shared/auth/roles';
import { eventTexts } from '../../shared/events/texts';
import { showTexts } from '../../shared/shows/texts';
import { signedInUser, requireMember } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import { isUuid } from '../base/ids';

export const notAShow = () => new HttpError(404, showTexts.notAShow);

/** The event's organizer and whether it is a show; null for an unknown event. */
export async function showOwnership(em: EntityManager, eventId: string): Promise<{ organizerId: string; isShow: boolean } | null> {
  const [row] = await em.execute<Array<{ organizer_id: string; is_show: boolean }>>(
    `select e.organizer_id, exists (select 1 from shows s where s.event_id = e.id) as is_show from events e where e.id = ?`,
    [eventId],
  );
  return row ? { organizerId: row.organizer_id, isShow: row.is_show } : null;
}

/**
 * Route guard for a show's set-up, map and voting window: 401 signed out, 403 blocked, 404 unknown event (or, with
 * `mustBeShow`, an event that is not a show), 403 for anyone but its organizer or an admin. It runs before validation,
 * so callers without the right learn nothing about the payload rules; a malformed id is left to the params schema.
 */
export const requireShowOrganizer =
  (param: 'id' | 'eventId', options: { mustBeShow: boolean }) => async (request: FastifyRequest, reply: FastifyReply) => {
    await requireMember(request, reply);
    const eventId = (request.params as Record<string, string | undefined>)[param];
    if (!eventId || !isUuid(eventId)) return;
    const found = await showOwnership(request.em.fork(), eventId);
    if (!found) throw new HttpError(404, options.mustBeShow ? showTexts.notAShow : eventTexts.notFound);
    if (options.mustBeShow && !found.isShow) throw notAShow();
    const user = signedInUser(request);
    if (found.organizerId !== user.id && !isAdmin(user)) throw new HttpError(403, showTexts.organizerOnly);
  };

/** Whether the user may check cars in at this show: its organizer, a helper it named, or an admin. */
export async function mayCheckIn(em: EntityManager, eventId: string, user: { id: string; roles: string[] }, organizerId: string) {
  if (organizerId === user.id || isAdmin(user)) return true;
  const [row] = await em.execute<Array<{ helper: boolean }>>(
    `select exists (select 1 from show_helpers where event_id = ? and user_id = ?) as helper`,
    [eventId, user.id],
  );
  return row?.helper ?? false;
}
