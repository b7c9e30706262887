import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShowResults, VotingState } from '../../shared/shows/responses';
import { rankStandings } from '../../shared/shows/voting';

/**
 * People's Choice per class, in the classes' order: the cars with votes, most first, equal counts sharing a rank
 * (rankStandings). Withdrawn cars are left out: their votes no longer count.
 */
export async function loadResults(
  em: EntityManager,
  eventId: string,
  votingState: VotingState,
  provisional: boolean,
): Promise<ShowResults> {
  const [classes, counts] = await Promise.all([
    em.execute<Array<{ id: string }>>(`select id from show_classes where event_id = ? order by display_order, id`, [eventId]),
    em.execute<Array<{ class_id: string; entry_id: string; car_number: number; votes: number }>>(
      `select v.class_id, v.entry_id, x.car_number, count(*)::int as votes
         from show_votes v join show_entries x on x.id = v.entry_id
        where v.event_id = ? and x.state <> 'withdrawn'
        group by v.class_id, v.entry_id, x.car_number
        order by votes desc, x.car_number`,
      [eventId],
    ),
  ]);
  return {
    votingState,
    provisional,
    classes: classes.map(({ id }) => {
      const standings = counts
        .filter((count) => count.class_id === id)
        .map((count) => ({ entryId: count.entry_id, carNumber: count.car_number, votes: count.votes }));
      return { classId: id, totalVotes: standings.reduce((sum, item) => sum + item.votes, 0), standings: rankStandings(standings) };
    }),
  };
}
