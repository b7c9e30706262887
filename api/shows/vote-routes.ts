import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { showMemberResources, showOrganizerResources, showReadResources } from '../../shared/shows/resources';
import { isAdmin } from '../../shared/auth/roles';
import { showTexts } from '../../shared/shows/texts';
import { votingStateAt } from '../../shared/shows/voting';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { notAShow, requireShowOrganizer } from './guards';
import { loadResults } from './results';
import { logIfActingForOrganizer } from './activity-log';
import { showAnswer } from './show-answer';
import { notifyEntrants } from '../notifications';

type VotingWindow = {
  voting_opens_at: Date | null;
  voting_closes_at: Date | null;
  results_announced_at: Date | null;
  organizer_id: string;
};

/**
 * The show's People's Choice window; `lock`: `update` to change it, `share` for a vote (votes do not wait for each
 * other, but a close waits for the votes that arrived before it, and they for it).
 */
async function votingWindow(em: EntityManager, eventId: string, options: { lock?: 'update' | 'share' } = {}): Promise<VotingWindow> {
  const [row] = await em.execute<VotingWindow[]>(
    `select s.voting_opens_at, s.voting_closes_at, s.results_announced_at, e.organizer_id from shows s join events e on e.id = s.event_id
      where s.event_id = ? ${options.lock ? `for ${options.lock} of s` : ''}`,
    [eventId],
  );
  if (!row) throw notAShow();
  return row;
}

const stateOf = (window: VotingWindow, now: Date) =>
  votingStateAt({ votingOpensAt: window.voting_opens_at, votingClosesAt: window.voting_closes_at }, now);

/**
 * Show day (issue 32), People's Choice under /api/shows/{eventId}: the organizer opens and closes voting; a member
 * votes once per class (changeable until the close, never for their own car, the window checked when the vote
 * arrives, the latest castAt kept); results per class once closed, the organizer's tally before.
 */
export async function showVoteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    ...served(app, showOrganizerResources.voting, { guard: requireShowOrganizer('eventId', { mustBeShow: true }) }),
    async (request) => {
      const { eventId } = request.params;
      await request.em.transactional(async (em) => {
        const window = await votingWindow(em, eventId, { lock: 'update' });
        const now = new Date();
        // Open now: a closing time already past is dropped (voting opens again). Close now: opened at the latest now.
        const opensAt =
          request.body.action === 'open' ? now : window.voting_opens_at && window.voting_opens_at < now ? window.voting_opens_at : now;
        const closesAt =
          request.body.action === 'close' ? now : window.voting_closes_at && window.voting_closes_at > now ? window.voting_closes_at : null;
        // Results are announced once per close: opening again starts a new round; a close of a round already
        // announced (by hand, or by its scheduled time: api/notifications/scheduled-results.ts) tells nobody again.
        const announce = request.body.action === 'open' || window.results_announced_at === null;
        const announcedAt = request.body.action === 'open' ? null : (window.results_announced_at ?? now);
        await em.execute(
          `update shows set voting_opens_at = ?, voting_closes_at = ?, results_announced_at = ?, updated_at = now() where event_id = ?`,
          [opensAt, closesAt, announcedAt, eventId],
        );
        await logIfActingForOrganizer(em, request, eventId, `show.voting.${request.body.action}`);
        await em.flush();
        const [event] = await em.execute<Array<{ title: string }>>('select title from events where id = ?', [eventId]);
        if (announce) {
          await notifyEntrants(
            em,
            request.body.action === 'open' ? 'voting_opened' : 'results_published',
            { id: eventId, title: event?.title ?? '' },
            request.user,
          );
        }
      });
      return showAnswer(request.em, eventId);
    },
  );

  routes.put(...served(app, showMemberResources.vote), async (request) => {
    const voter = signedInUser(request);
    const { eventId, classId } = request.params;
    const { entryId } = request.body;
    const now = new Date();
    // A device clock ahead of ours would make its vote outrank every later choice: no vote is cast in the future.
    const castAt = new Date(Math.min(Date.parse(request.body.castAt), now.getTime())).toISOString();
    return request.em.transactional(async (em) => {
      const state = stateOf(await votingWindow(em, eventId, { lock: 'share' }), now);
      if (state === 'not_open') throw new HttpError(409, showTexts.votingNotOpen);
      if (state === 'closed') throw new HttpError(409, showTexts.votingClosed);
      const [entry] = await em.execute<Array<{ class_id: string; state: string; owner_id: string }>>(
        `select class_id, state, owner_id from show_entries where id = ? and event_id = ?`,
        [entryId, eventId],
      );
      const [showClass] = await em.execute<Array<{ id: string }>>(`select id from show_classes where id = ? and event_id = ?`, [
        classId,
        eventId,
      ]);
      if (!showClass) throw new HttpError(404, showTexts.unknownClass);
      if (!entry || entry.class_id !== classId || entry.state === 'waitlisted') throw new HttpError(400, showTexts.entryNotInClass);
      if (entry.state === 'withdrawn') throw new HttpError(400, showTexts.withdrawnEntryVote);
      if (entry.owner_id === voter.id) throw new HttpError(403, showTexts.ownCarVote);
      // One row per member and class: a later choice replaces it, an earlier one (a queued vote arriving late) does not.
      await em.execute(
        `insert into show_votes (class_id, voter_id, event_id, entry_id, cast_at) values (?, ?, ?, ?, ?)
           on conflict (class_id, voter_id) do update set entry_id = excluded.entry_id, cast_at = excluded.cast_at
           where show_votes.cast_at <= excluded.cast_at`,
        [classId, voter.id, eventId, entryId, castAt],
      );
      const [stored] = await em.execute<Array<{ entry_id: string; cast_at: Date }>>(
        `select entry_id, cast_at from show_votes where class_id = ? and voter_id = ?`,
        [classId, voter.id],
      );
      if (!stored) throw new HttpError(404, showTexts.unknownClass);
      return { classId, entryId: stored.entry_id, castAt: new Date(stored.cast_at).toISOString() };
    });
  });

  routes.get(...served(app, showReadResources.results), async (request) => {
    const { eventId } = request.params;
    const window = await votingWindow(request.em, eventId);
    const state = stateOf(window, new Date());
    if (state === 'closed') return loadResults(request.em, eventId, state, false);
    const user = request.user;
    const organizer = !!user && (user.id === window.organizer_id || isAdmin(user));
    if (!organizer) throw new HttpError(403, showTexts.resultsNotPublished);
    return loadResults(request.em, eventId, state, true);
  });
}
