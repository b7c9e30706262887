import type { EntityManager } from '@mikro-orm/postgresql';
import type { JudgedClass, ScoreSheetAnswer, ShowAwards, ShowDashboard } from '../../shared/shows/judging-responses';
import { rankSorted } from '../../shared/shows/voting';
import { loadResults } from './results';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Each judged class (one with a score sheet), in the classes' order, with its cars ranked by the mean of their judges'
 * totals (to two decimals): equal means share a rank, so ties are named as ties. Withdrawn and waitlisted cars are
 * left out; a car no judge has scored yet is not ranked.
 */
export async function loadJudgedStandings(em: EntityManager, eventId: string): Promise<JudgedClass[]> {
  const [classes, means] = await Promise.all([
    em.execute<Array<{ id: string; max_total: number }>>(
      `select k.id, sum(c.max_points)::int as max_total from show_classes k join show_criteria c on c.class_id = k.id
        where k.event_id = ? group by k.id, k.display_order order by k.display_order, k.id`,
      [eventId],
    ),
    em.execute<Array<{ class_id: string; entry_id: string; car_number: number; score: number; sheets: number }>>(
      `select s.class_id, s.entry_id, x.car_number, round(avg(s.total), 2)::float8 as score, count(*)::int as sheets
         from show_scores s join show_entries x on x.id = s.entry_id
        where s.event_id = ? and x.state = 'entered'
        group by s.class_id, s.entry_id, x.car_number
        order by score desc, x.car_number`,
      [eventId],
    ),
  ]);
  return classes.map(({ id, max_total }) => {
    const sorted = means
      .filter((row) => row.class_id === id)
      .map((row) => ({ entryId: row.entry_id, carNumber: row.car_number, score: row.score, sheets: row.sheets }));
    return { classId: id, maxTotal: max_total, standings: rankSorted(sorted, (item) => item.score) };
  });
}

interface AwardsRow {
  awards_published_at: Date | null;
  best_of_show_entry_id: string | null;
  best_of_show_number: number | null;
}

/** The published awards, or null before the organiser publishes them. People's Choice winners once voting closed. */
export async function loadAwards(em: EntityManager, eventId: string, votingClosed: boolean): Promise<ShowAwards | null> {
  const [row] = await em.execute<AwardsRow[]>(
    `select s.awards_published_at, s.best_of_show_entry_id, x.car_number as best_of_show_number
       from shows s left join show_entries x on x.id = s.best_of_show_entry_id where s.event_id = ?`,
    [eventId],
  );
  if (!row?.awards_published_at) return null;
  const [classes, results] = await Promise.all([
    loadJudgedStandings(em.fork(), eventId),
    votingClosed ? loadResults(em.fork(), eventId, 'closed', false) : null,
  ]);
  return {
    publishedAt: iso(row.awards_published_at),
    classes,
    peoplesChoice: (results?.classes ?? [])
      .filter((item) => item.standings.length > 0)
      .map((item) => ({ classId: item.classId, entryIds: item.standings.filter((standing) => standing.rank === 1).map((s) => s.entryId) })),
    bestOfShow:
      row.best_of_show_entry_id && row.best_of_show_number !== null
        ? { entryId: row.best_of_show_entry_id, carNumber: row.best_of_show_number }
        : null,
  };
}

/** The sheets a judge has sent in this show (GET …/me), by car. */
export async function loadJudgeSheets(em: EntityManager, eventId: string, judgeId: string): Promise<ScoreSheetAnswer[]> {
  const rows = await em.execute<
    Array<{ entry_id: string; class_id: string; points: Record<string, number>; total: number; scored_at: Date }>
  >(`select entry_id, class_id, points, total, scored_at from show_scores where event_id = ? and judge_id = ? order by entry_id`, [
    eventId,
    judgeId,
  ]);
  return rows.map((row) => ({
    entryId: row.entry_id,
    classId: row.class_id,
    points: row.points,
    total: row.total,
    scoredAt: iso(row.scored_at),
  }));
}

/** The classes a member judges in this show. */
export async function loadJudgeClasses(em: EntityManager, eventId: string, userId: string): Promise<string[]> {
  const rows = await em.execute<Array<{ class_id: string }>>(
    `select j.class_id from show_class_judges j join show_classes k on k.id = j.class_id
      where j.event_id = ? and j.user_id = ? order by k.display_order, k.id`,
    [eventId, userId],
  );
  return rows.map((row) => row.class_id);
}

/** The organiser's day at a glance: cars in and expected, votes per class, each judge's progress, standings so far. */
export async function loadDashboard(em: EntityManager, eventId: string): Promise<Omit<ShowDashboard, 'generatedAt'>> {
  const [[counts], votes, progress, standings, [show]] = await Promise.all([
    em.fork().execute<Array<{ checked_in: number; expected: number; waitlisted: number; withdrawn: number }>>(
      `select count(*) filter (where state = 'entered' and checked_in_at is not null)::int as checked_in,
              count(*) filter (where state = 'entered')::int as expected,
              count(*) filter (where state = 'waitlisted')::int as waitlisted,
              count(*) filter (where state = 'withdrawn')::int as withdrawn
         from show_entries where event_id = ?`,
      [eventId],
    ),
    em.fork().execute<Array<{ class_id: string; votes: number }>>(
      `select k.id as class_id,
              (select count(*)::int from show_votes v join show_entries x on x.id = v.entry_id
                where v.class_id = k.id and x.state <> 'withdrawn') as votes
         from show_classes k where k.event_id = ? order by k.display_order, k.id`,
      [eventId],
    ),
    em.fork().execute<Array<{ class_id: string; id: string; username: string; name: string; scored: number; cars: number }>>(
      `select j.class_id, u.id, u.username, u.name,
              (select count(*)::int from show_scores s join show_entries x on x.id = s.entry_id
                where s.class_id = j.class_id and s.judge_id = j.user_id and x.state = 'entered') as scored,
              (select count(*)::int from show_entries x where x.class_id = j.class_id and x.state = 'entered' and x.owner_id <> j.user_id) as cars
         from show_class_judges j join users u on u.id = j.user_id join show_classes k on k.id = j.class_id
        where j.event_id = ? order by k.display_order, k.id, u.name, u.id`,
      [eventId],
    ),
    loadJudgedStandings(em.fork(), eventId),
    em
      .fork()
      .execute<Array<{ judging_locked_at: Date | null; awards_published_at: Date | null }>>(
        `select judging_locked_at, awards_published_at from shows where event_id = ?`,
        [eventId],
      ),
  ]);
  return {
    checkedIn: counts?.checked_in ?? 0,
    expected: counts?.expected ?? 0,
    waitlisted: counts?.waitlisted ?? 0,
    withdrawn: counts?.withdrawn ?? 0,
    votes: votes.map((row) => ({ classId: row.class_id, votes: row.votes })),
    judging: {
      lockedAt: show?.judging_locked_at ? iso(show.judging_locked_at) : null,
      progress: progress.map((row) => ({
        judge: { id: row.id, username: row.username, name: row.name },
        classId: row.class_id,
        scored: row.scored,
        cars: row.cars,
      })),
      standings,
    },
    awardsPublishedAt: show?.awards_published_at ? iso(show.awards_published_at) : null,
  };
}
