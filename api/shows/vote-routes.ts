import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { showMemberResources, showOrganizerResources, showReadResources } from '../../shared/shows/resources';
import { isAdmin } from '../../shared/auth/roles';
import { showTexts } from '../../shared/shows/texts';
import { votingStateAt } from '../../shared/shows/voting';
import { requireViewer, viewerIdOf } from '../base/identity/guards';
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

type StoredVote = { entry_id: string; cast_at: string };
type VoteFacts = {
  window: Pick<VotingWindow, 'voting_opens_at' | 'voting_closes_at'> | null;
  class_found: boolean;
  entry: { class_id: string; state: string; owner_id: string } | null;
  /** The vote as this statement left it, when it wrote one. */
  cast: StoredVote | null;
  /** The member's vote in the class before this statement: what stays when a later choice is already there. */
  before: StoredVote | null;
};

/**
 * A vote in one statement: what the rules need to know (the window, under a share lock so a close waits for it; the
 * class; the entry) and the vote written only when every rule holds, the same rules the route then reads from the
 * facts to say which one failed. One row per member and class: a later choice replaces it, an earlier one (a queued
 * vote arriving late) does not.
 */
async function castVote(
  em: EntityManager,
  vote: { eventId: string; classId: string; entryId: string; voterId: string; castAt: Date; now: Date },
): Promise<VoteFacts> {
  const { eventId, classId, entryId, voterId, castAt, now } = vote;
  const [facts] = await em.execute<VoteFacts[]>(
    `with w as (select voting_opens_at, voting_closes_at from shows where event_id = ? for share),
          c as (select id from show_classes where id = ? and event_id = ?),
          x as (select class_id, state, owner_id from show_entries where id = ? and event_id = ?),
          before as (select entry_id, cast_at from show_votes where class_id = ? and voter_id = ?),
          cast_now as (
            insert into show_votes (class_id, voter_id, event_id, entry_id, cast_at)
            select c.id, ?, ?, ?, ? from w, c, x
             where (w.voting_closes_at is null or ?::timestamptz < w.voting_closes_at)
               and w.voting_opens_at <= ?::timestamptz
               and x.class_id = c.id and x.state not in ('waitlisted', 'withdrawn') and x.owner_id <> ?
            on conflict (class_id, voter_id) do update set entry_id = excluded.entry_id, cast_at = excluded.cast_at
             where show_votes.cast_at <= excluded.cast_at
            returning entry_id, cast_at)
     select (select row_to_json(w) from w) as window, exists (select 1 from c) as class_found,
            (select row_to_json(x) from x) as entry, (select row_to_json(cast_now) from cast_now) as cast,
            (select row_to_json(before) from before) as before`,
    [eventId, classId, eventId, entryId, eventId, classId, voterId, voterId, eventId, entryId, castAt, now, now, voterId],
  );
  if (!facts) throw notAShow();
  return facts;
}

const stateOf = (window: Pick<VotingWindow, 'voting_opens_at' | 'voting_closes_at'>, now: Date) =>
  votingStateAt({ votingOpensAt: window.voting_opens_at, votingClosesAt: window.voting_closes_at }, now);

/**
 * Show day, People's Choice under /api/shows/{eventId}: the organizer opens and closes voting; a member
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

  // Needs only who votes, not their account, and is one statement: a crowd's votes arriving together each cost one
  // round trip of the pool's connections (after their session), not a transaction of seven.
  routes.put(...served(app, showMemberResources.vote, { guard: requireViewer, config: { viewerIdOnly: true } }), async (request) => {
    const voterId = viewerIdOf(request);
    const { eventId, classId } = request.params;
    const { entryId } = request.body;
    const now = new Date();
    // A device clock ahead of ours would make its vote outrank every later choice: no vote is cast in the future.
    const castAt = new Date(Math.min(Date.parse(request.body.castAt), now.getTime()));
    const facts = await castVote(request.em, { eventId, classId, entryId, voterId, castAt, now });
    if (!facts.window) throw notAShow();
    const state = stateOf(facts.window, now);
    if (state === 'not_open') throw new HttpError(409, showTexts.votingNotOpen);
    if (state === 'closed') throw new HttpError(409, showTexts.votingClosed);
    const { entry } = facts;
    if (!facts.class_found) throw new HttpError(404, showTexts.unknownClass);
    if (!entry || entry.class_id !== classId || entry.state === 'waitlisted') throw new HttpError(400, showTexts.entryNotInClass);
    if (entry.state === 'withdrawn') throw new HttpError(400, showTexts.withdrawnEntryVote);
    if (entry.owner_id === voterId) throw new HttpError(403, showTexts.ownCarVote);
    const stored = facts.cast ?? facts.before;
    if (!stored) throw new HttpError(404, showTexts.unknownClass);
    return { classId, entryId: stored.entry_id, castAt: new Date(stored.cast_at).toISOString() };
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
