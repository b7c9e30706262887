import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { showMemberResources } from '../../shared/shows/resources';
import { showTexts } from '../../shared/shows/texts';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { loadEntry } from './entry-answer';
import { mayCheckIn, showOwnership, notAShow } from './guards';
import type { EntryState } from './show-entry.entity';

interface CheckInRow {
  id: string;
  state: EntryState;
  checked_in_at: Date | null;
  checked_in_id: string | null;
  checked_in_by_name: string | null;
}

/**
 * Show day, the gate: the organizer, a helper or an admin checks a car in by number, maybe hours after it
 * happened (a device with no signal). The first check-in of a car is kept with its own time; a later one from another
 * device is answered with who checked it in first and when (200), the same check-in sent again as the first time.
 */
export async function showCheckInRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, showMemberResources.checkIn), async (request, reply) => {
    const user = signedInUser(request);
    const { eventId } = request.params;
    const ownership = await showOwnership(request.em, eventId);
    if (!ownership?.isShow) throw notAShow();
    if (!(await mayCheckIn(request.em, eventId, user, ownership.organizerId))) throw new HttpError(403, showTexts.checkInNotAllowed);
    // A device clock ahead of the server's does not put a check-in in the future.
    const at = new Date(Math.min(new Date(request.body.checkedInAt).getTime(), Date.now()));
    const outcome = await request.em.transactional(async (em) => {
      const [entry] = await em.execute<CheckInRow[]>(
        `select x.id, x.state, x.checked_in_at, x.checked_in_id, u.name as checked_in_by_name
             from show_entries x left join users u on u.id = x.checked_in_by_id
            where x.event_id = ? and x.car_number = ? for update of x`,
        [eventId, request.body.carNumber],
      );
      if (!entry) throw new HttpError(404, showTexts.carNumberNotFound);
      if (entry.checked_in_id === request.body.id) return { entryId: entry.id, first: null };
      if (entry.state === 'withdrawn') throw new HttpError(409, showTexts.withdrawnCheckIn);
      if (entry.state === 'waitlisted') throw new HttpError(409, showTexts.waitlistedCheckIn);
      if (entry.checked_in_at) {
        const first = { at: new Date(entry.checked_in_at).toISOString(), byName: entry.checked_in_by_name ?? showTexts.formerHelper };
        return { entryId: entry.id, first };
      }
      await em.execute(`update show_entries set checked_in_at = ?, checked_in_by_id = ?, checked_in_id = ? where id = ?`, [
        at,
        user.id,
        request.body.id,
        entry.id,
      ]);
      return { entryId: entry.id, first: null };
    });
    const entry = await loadEntry(request.em, eventId, outcome.entryId);
    if (!entry) throw new HttpError(404, showTexts.carNumberNotFound);
    return reply.status(outcome.first ? 200 : 201).send({ entry, alreadyCheckedIn: outcome.first });
  });
}
