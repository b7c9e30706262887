import type { Orm } from '../base/db/orm';
import { notifyEntrants } from './triggers';

/** Shows announced per transaction of the background work. */
export const ANNOUNCE_BATCH_SIZE = 20;

/**
 * Announces People's Choice results of shows whose voting closed by its scheduled time: no write happens at that
 * moment, so the background work (notification-delivery.ts) looks for them. Each show is taken FOR UPDATE SKIP LOCKED and stamped
 * `results_announced_at` in the transaction that queues its notification, so it is announced once whatever the number
 * of servers; a close by hand stamps it itself (shows/vote-routes.ts). A first read without a transaction finds
 * nothing due almost always, and costs one indexed query. Returns how many it announced.
 */
export async function announceScheduledResults(orm: Orm, limit = ANNOUNCE_BATCH_SIZE): Promise<number> {
  const [due] = await orm.em
    .getConnection()
    .execute<Array<{ due: boolean }>>(
      'select exists (select 1 from shows where results_announced_at is null and voting_closes_at <= now()) as due',
    );
  if (!due?.due) return 0;
  return orm.em.fork().transactional(async (em) => {
    const announced = await em.execute<Array<{ event_id: string; title: string }>>(
      `with due as (
         select event_id from shows where results_announced_at is null and voting_closes_at <= now()
          order by voting_closes_at limit ? for update skip locked
       )
       update shows s set results_announced_at = now()
         from due join events e on e.id = due.event_id
        where s.event_id = due.event_id
       returning s.event_id, e.title`,
      [limit],
    );
    // Nobody acted at the scheduled time: the organizer hears of it too if they entered a car.
    for (const show of announced) await notifyEntrants(em, 'results_published', { id: show.event_id, title: show.title }, null);
    return announced.length;
  });
}
