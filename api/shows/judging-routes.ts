import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { showMemberResources, showOrganizerResources } from '../../shared/shows/resources';
import { checkPoints } from '../../shared/shows/judging';
import { judgingTexts } from '../../shared/shows/judging-texts';
import { sheetTotal } from '../../shared/shows/judging-responses';
import { showTexts } from '../../shared/shows/texts';
import { signedInUser } from '../base/identity/guards';
import { HttpError } from '../base/plugins/errors';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { logIfActingForOrganizer } from './activity-log';
import { notAShow, requireShowOrganizer } from './guards';
import { loadAwards, loadDashboard } from './judging';
import { showAnswer } from './show-answer';

interface ScoredEntry {
  class_id: string;
  state: string;
  owner_id: string;
  judging_locked_at: Date | null;
  is_judge: boolean;
}

/**
 * Judging under /api/shows/{eventId}: a class's judges score its cars (one sheet per judge and car, the
 * latest scoredAt kept, nothing after the lock); the organiser locks and unlocks judging, publishes the awards, and
 * reads the day at a glance.
 */
export async function showJudgingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const organizerOfShow = requireShowOrganizer('eventId', { mustBeShow: true });

  routes.put(...served(app, showMemberResources.score), async (request) => {
    const judge = signedInUser(request);
    const { eventId, entryId } = request.params;
    const now = Date.now();
    // A device clock ahead of ours would make its sheet outrank every later change: no sheet is saved in the future.
    const scoredAt = new Date(Math.min(Date.parse(request.body.scoredAt), now)).toISOString();
    return request.em.transactional(async (em) => {
      // A share lock on the show: sheets do not wait for each other, but a lock waits for the sheets before it.
      const [show] = await em.execute<Array<{ event_id: string }>>(`select event_id from shows where event_id = ? for share`, [eventId]);
      if (!show) throw notAShow();
      const [entry] = await em.execute<ScoredEntry[]>(
        `select x.class_id, x.state, x.owner_id, s.judging_locked_at,
                  exists (select 1 from show_class_judges j where j.class_id = x.class_id and j.user_id = ?) as is_judge
             from show_entries x join shows s on s.event_id = x.event_id where x.id = ? and x.event_id = ?`,
        [judge.id, entryId, eventId],
      );
      if (!entry) throw new HttpError(404, showTexts.entryNotFound);
      if (!entry.is_judge) throw new HttpError(403, judgingTexts.judgeOnly);
      if (entry.judging_locked_at) throw new HttpError(409, judgingTexts.judgingLocked);
      if (entry.state !== 'entered') throw new HttpError(400, judgingTexts.entryNotScorable);
      if (entry.owner_id === judge.id) throw new HttpError(403, judgingTexts.ownCarScore);
      const criteria = await em.execute<Array<{ id: string; name: string; max_points: number }>>(
        `select id, name, max_points from show_criteria where class_id = ? order by display_order, id`,
        [entry.class_id],
      );
      if (criteria.length === 0) throw new HttpError(400, judgingTexts.noScoreSheet);
      const problem = checkPoints(
        criteria.map((row) => ({ id: row.id, name: row.name, maxPoints: row.max_points })),
        request.body.points,
      );
      if (problem) throw new HttpError(400, problem);
      // One sheet per judge and car (the key): a later save replaces it, an earlier one (queued, arriving late) does not.
      await em.execute(
        `insert into show_scores (entry_id, judge_id, event_id, class_id, points, total, scored_at) values (?, ?, ?, ?, ?::jsonb, ?, ?)
           on conflict (entry_id, judge_id) do update set points = excluded.points, total = excluded.total, scored_at = excluded.scored_at
           where show_scores.scored_at <= excluded.scored_at`,
        [entryId, judge.id, eventId, entry.class_id, JSON.stringify(request.body.points), sheetTotal(request.body.points), scoredAt],
      );
      const [stored] = await em.execute<Array<{ points: Record<string, number>; total: number; scored_at: Date }>>(
        `select points, total, scored_at from show_scores where entry_id = ? and judge_id = ?`,
        [entryId, judge.id],
      );
      if (!stored) throw new HttpError(404, showTexts.entryNotFound);
      return {
        entryId,
        classId: entry.class_id,
        points: stored.points,
        total: stored.total,
        scoredAt: new Date(stored.scored_at).toISOString(),
      };
    });
  });

  routes.post(...served(app, showOrganizerResources.judging, { guard: organizerOfShow }), async (request) => {
    const { eventId } = request.params;
    await request.em.transactional(async (em) => {
      // Unlocking withdraws the awards: they rest on scores that may change again.
      await em.execute(
        request.body.action === 'lock'
          ? `update shows set judging_locked_at = coalesce(judging_locked_at, now()), updated_at = now() where event_id = ?`
          : `update shows set judging_locked_at = null, awards_published_at = null, best_of_show_entry_id = null, updated_at = now()
                where event_id = ?`,
        [eventId],
      );
      await logIfActingForOrganizer(em, request, eventId, `show.judging.${request.body.action}`);
      await em.flush();
    });
    return showAnswer(request.em, eventId);
  });

  routes.post(...served(app, showOrganizerResources.awards, { guard: organizerOfShow }), async (request) => {
    const { eventId } = request.params;
    const { bestOfShowEntryId } = request.body;
    await request.em.transactional(async (em) => {
      const [show] = await em.execute<Array<{ judging_locked_at: Date | null }>>(
        `select judging_locked_at from shows where event_id = ? for update`,
        [eventId],
      );
      if (!show) throw notAShow();
      if (!show.judging_locked_at) throw new HttpError(409, judgingTexts.judgingNotLocked);
      if (bestOfShowEntryId) {
        const [entry] = await em.execute<Array<{ state: string }>>(`select state from show_entries where id = ? and event_id = ?`, [
          bestOfShowEntryId,
          eventId,
        ]);
        if (entry?.state !== 'entered') throw new HttpError(400, judgingTexts.bestOfShowNotInShow);
      }
      await em.execute(`update shows set awards_published_at = now(), best_of_show_entry_id = ?, updated_at = now() where event_id = ?`, [
        bestOfShowEntryId,
        eventId,
      ]);
      await logIfActingForOrganizer(em, request, eventId, 'show.awards.publish');
      await em.flush();
    });
    const show = await showAnswer(request.em, eventId);
    const awards = await loadAwards(request.em, eventId, show.votingState === 'closed');
    if (!awards) throw new HttpError(409, judgingTexts.judgingNotLocked);
    return awards;
  });

  routes.get(...served(app, showOrganizerResources.dashboard, { guard: organizerOfShow }), async (request) => ({
    ...(await loadDashboard(request.em, request.params.eventId)),
    generatedAt: new Date().toISOString(),
  }));
}
