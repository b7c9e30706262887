import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { judgingTexts } from '../../shared/shows/judging-texts';
import type { ShowSetup } from '../../shared/shows/schemas';
import { HttpError } from '../base/plugins/errors';

type ClassSetup = ShowSetup['classes'][number];

/** Every class's judges by lower-case username, their ids; 400 when a username is nobody's. */
export async function judgesByUsername(em: EntityManager, setup: ShowSetup): Promise<Map<string, string>> {
  const usernames = [...new Set(setup.classes.flatMap((item) => item.judgeUsernames.map((name) => name.toLowerCase())))];
  if (usernames.length === 0) return new Map();
  const rows = await em.execute<Array<{ id: string; username: string }>>(
    `select id, lower(username) as username from users where lower(username) in (?)`,
    [usernames],
  );
  if (rows.length !== usernames.length) throw new HttpError(400, judgingTexts.unknownJudge);
  return new Map(rows.map((row) => [row.username, row.id]));
}

/**
 * A class that has scores keeps its criteria and their maximum points (their names may change): a sheet scored out
 * of one set of criteria cannot be compared with one scored out of another. 409 otherwise, before any write.
 */
export async function refuseSheetChangesAfterScores(em: EntityManager, eventId: string, setup: ShowSetup): Promise<void> {
  const scored = await em.execute<Array<{ class_id: string; id: string; max_points: number }>>(
    `select c.class_id, c.id, c.max_points from show_criteria c
      where c.class_id in (select distinct class_id from show_scores where event_id = ?)`,
    [eventId],
  );
  const byClass = new Map<string, typeof scored>();
  for (const row of scored) byClass.set(row.class_id, [...(byClass.get(row.class_id) ?? []), row]);
  for (const [classId, criteria] of byClass) {
    const given = setup.classes.find((item) => item.id === classId);
    if (!given) continue;
    const same =
      given.scoreSheet.length === criteria.length &&
      criteria.every((row) => given.scoreSheet.some((item) => item.id === row.id && item.maxPoints === row.max_points));
    if (!same) throw new HttpError(409, judgingTexts.sheetChangedAfterScores);
  }
}

/** Writes one class's score sheet (kept criteria keep their ids, in the order given) and its judges. */
export async function writeJudging(
  em: EntityManager,
  eventId: string,
  classId: string,
  item: ClassSetup,
  judges: ReadonlyMap<string, string>,
): Promise<void> {
  const existing = await em.execute<Array<{ id: string }>>(`select id from show_criteria where class_id = ?`, [classId]);
  const own = new Set(existing.map((row) => row.id));
  // A criterion keeps its id only if it was this class's: an id from elsewhere is a new criterion.
  const criteria = item.scoreSheet.map((criterion) => ({
    ...criterion,
    id: criterion.id && own.has(criterion.id) ? criterion.id : randomUUID(),
  }));
  const kept = criteria.map((criterion) => criterion.id);
  await em.execute(
    kept.length ? `delete from show_criteria where class_id = ? and id not in (?)` : `delete from show_criteria where class_id = ?`,
    kept.length ? [classId, kept] : [classId],
  );
  for (const [index, criterion] of criteria.entries()) {
    await em.execute(
      `insert into show_criteria (id, class_id, name, max_points, display_order) values (?, ?, ?, ?, ?)
       on conflict (id) do update set name = excluded.name, max_points = excluded.max_points, display_order = excluded.display_order`,
      [criterion.id, classId, criterion.name, criterion.maxPoints, index],
    );
  }
  await em.execute(`delete from show_class_judges where class_id = ?`, [classId]);
  for (const username of new Set(item.judgeUsernames.map((name) => name.toLowerCase()))) {
    await em.execute(`insert into show_class_judges (class_id, user_id, event_id) values (?, ?, ?)`, [
      classId,
      judges.get(username),
      eventId,
    ]);
  }
}
