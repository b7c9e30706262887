import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { showMemberResources } from '../../shared/shows/resources';
import { isAdmin } from '../../shared/auth/roles';
import { showTexts } from '../../shared/shows/texts';
import { accountTexts } from '../../shared/users/account-schemas';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { loadJudgeClasses, loadJudgeSheets } from './judging';
import type { FileStore } from '../base/uploads/file-store';
import { removeStoredImage } from '../base/uploads/image-store';
import { loadEntries, loadEntry } from './entry-answer';
import { enterCar, withdrawEntry } from './entries';
import { entryFingerprint } from './fingerprint';
import { mayCheckIn, notAShow, showOwnership } from './guards';
import { logIfActingForOrganizer } from './activity-log';
import { storeThumbnail } from './thumbnails';

/** An entry stored under this id: the same create again (its fingerprint) or a clash (409). */
async function replayedEntry(em: EntityManager, eventId: string, entryId: string, fingerprint: string) {
  const [stored] = await em.execute<Array<{ event_id: string; create_fingerprint: string }>>(
    `select event_id, create_fingerprint from show_entries where id = ?`,
    [entryId],
  );
  if (!stored) return null;
  if (stored.event_id !== eventId || stored.create_fingerprint !== fingerprint) throw new HttpError(409, showTexts.entryConflict);
  return loadEntry(em, eventId, entryId);
}

/**
 * Show day, a member's part under /api/shows/{eventId}: entering a car of their garage (the client's id
 * makes a queued create land once), withdrawing it (owner, organizer or admin), and what they have in the show.
 */
export async function showEntryRoutes(app: FastifyInstance, options: { files: FileStore }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(...served(app, showMemberResources.enter), async (request, reply) => {
    const user = signedInUser(request);
    const { eventId } = request.params;
    const fingerprint = entryFingerprint(user.id, request.body);
    const replay = await replayedEntry(request.em, eventId, request.body.id, fingerprint);
    if (replay) return reply.status(200).send(replay);

    const [car] = await request.em.execute<Array<{ user_id: string; model_slug: string; year: number; photos: string[] }>>(
      `select user_id, model_slug, year, photos from garage_cars where id = ?`,
      [request.body.carId],
    );
    if (!car) throw new HttpError(404, accountTexts.carNotFound);
    if (car.user_id !== user.id) throw new HttpError(403, showTexts.notYourCar);
    // Made before the transaction (it reads and encodes a photo) and removed again if the entry is refused.
    const thumbnailUrl = await storeThumbnail(options.files, car.photos[0]);
    try {
      await request.em.transactional((em) =>
        enterCar(
          em,
          eventId,
          { ...request.body, ownerId: user.id, fingerprint, thumbnailUrl },
          { modelSlug: car.model_slug, year: car.year },
        ),
      );
    } catch (error) {
      if (thumbnailUrl) await removeStoredImage(options.files, thumbnailUrl);
      // Two copies of the same create raced: the loser answers like a replay.
      if (error instanceof UniqueConstraintViolationException) {
        const stored = await replayedEntry(request.em.fork(), eventId, request.body.id, fingerprint);
        if (stored) return reply.status(200).send(stored);
      }
      throw error;
    }
    const created = await loadEntry(request.em, eventId, request.body.id);
    if (!created) throw new HttpError(404, showTexts.entryNotFound);
    return reply.status(201).send(created);
  });

  routes.post(...served(app, showMemberResources.withdraw), async (request) => {
    const user = signedInUser(request);
    const { eventId, entryId } = request.params;
    await request.em.transactional(async (em) => {
      const [entry] = await em.execute<Array<{ owner_id: string; organizer_id: string }>>(
        `select x.owner_id, e.organizer_id from show_entries x join events e on e.id = x.event_id where x.id = ? and x.event_id = ?`,
        [entryId, eventId],
      );
      if (!entry) throw new HttpError(404, showTexts.entryNotFound);
      const allowed = entry.owner_id === user.id || entry.organizer_id === user.id || isAdmin(user);
      if (!allowed) throw new HttpError(403, showTexts.notYourEntry);
      await withdrawEntry(em, eventId, entryId);
      if (entry.owner_id !== user.id) await logIfActingForOrganizer(em, request, eventId, 'show.entry.withdraw');
      await em.flush();
    });
    const entry = await loadEntry(request.em, eventId, entryId);
    if (!entry) throw new HttpError(404, showTexts.entryNotFound);
    return entry;
  });

  routes.get(...served(app, showMemberResources.mine), async (request) => {
    const user = signedInUser(request);
    const { eventId } = request.params;
    const ownership = await showOwnership(request.em, eventId);
    if (!ownership?.isShow) throw notAShow();
    const [entries, votes, canCheckIn, judgeOf, scores] = await Promise.all([
      loadEntries(request.em.fork(), eventId, { ownerId: user.id }),
      request.em.fork().execute<Array<{ class_id: string; entry_id: string; car_number: number; cast_at: Date }>>(
        `select v.class_id, v.entry_id, x.car_number, v.cast_at from show_votes v join show_entries x on x.id = v.entry_id
              where v.event_id = ? and v.voter_id = ? order by v.class_id`,
        [eventId, user.id],
      ),
      mayCheckIn(request.em.fork(), eventId, user, ownership.organizerId),
      loadJudgeClasses(request.em.fork(), eventId, user.id),
      loadJudgeSheets(request.em.fork(), eventId, user.id),
    ]);
    return {
      entries,
      votes: votes.map((vote) => ({
        classId: vote.class_id,
        entryId: vote.entry_id,
        carNumber: vote.car_number,
        castAt: new Date(vote.cast_at).toISOString(),
      })),
      isOrganizer: ownership.organizerId === user.id || isAdmin(user),
      canCheckIn,
      judgeOf,
      scores,
    };
  });
}
