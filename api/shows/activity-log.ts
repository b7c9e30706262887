import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { recordAdminAction } from '../base/activity-log/admin-log';
import { signedInUser } from '../base/identity/guards';

/** An admin changing someone else's show answers for it in the activity log (the organizer's own changes do not). */
export async function logIfActingForOrganizer(em: EntityManager, request: FastifyRequest, eventId: string, action: string) {
  const actor = signedInUser(request);
  const [event] = await em.execute<Array<{ organizer_id: string; title: string }>>(`select organizer_id, title from events where id = ?`, [
    eventId,
  ]);
  if (!event || event.organizer_id === actor.id) return;
  recordAdminAction(em, { actor: em.merge(actor), action, targetType: 'event', targetId: eventId, details: { title: event.title } });
}
