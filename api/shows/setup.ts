import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SHOW_SCHEDULE_WITHIN_DAYS_OF_EVENT, type ShowSetup } from '../../shared/shows/schemas';
import { showTexts } from '../../shared/shows/texts';
import { HttpError } from '../base/plugins/errors';
import { judgesByUsername, refuseSheetChangesAfterScores, writeJudging } from './judging-setup';

/** Ids a client sent twice in one list would name one row twice: refused as input. */
function refuseRepeats(ids: Array<string | undefined>, what: string) {
  const given = ids.filter((id): id is string => id !== undefined);
  if (new Set(given).size !== given.length) throw new HttpError(400, `${what} ids must be different`);
}

/**
 * A show's schedule happens around its event: a time further off is a typo (a wrong year). People's Choice is not held
 * to it: the organiser opens and closes it with a button, whenever that is pressed.
 */
function refuseScheduleFarFromEvent(setup: ShowSetup, eventDate: Date) {
  const reach = SHOW_SCHEDULE_WITHIN_DAYS_OF_EVENT * 24 * 60 * 60 * 1000;
  if (setup.schedule.some((item) => Math.abs(Date.parse(item.startsAt) - eventDate.getTime()) > reach)) {
    throw new HttpError(400, showTexts.scheduleFarFromEvent);
  }
}

/**
 * Writes a show's whole set-up inside the caller's transaction (the event row locked): makes the event a show if it is
 * not one yet, then replaces its classes (kept ids stay, a class with cars that are not withdrawn cannot go: 409),
 * schedule and helpers. Every refusal comes before the first write.
 */
export async function writeShowSetup(em: EntityManager, eventId: string, setup: ShowSetup, eventDate: Date): Promise<void> {
  refuseScheduleFarFromEvent(setup, eventDate);
  refuseRepeats(
    setup.classes.map((item) => item.id),
    'Class',
  );
  refuseRepeats(
    setup.schedule.map((item) => item.id),
    'Schedule item',
  );
  const existingClasses = await em.execute<Array<{ id: string; live_entries: number }>>(
    `select k.id, (select count(*)::int from show_entries x where x.class_id = k.id and x.state <> 'withdrawn') as live_entries
       from show_classes k where k.event_id = ?`,
    [eventId],
  );
  const kept = new Set(setup.classes.flatMap((item) => (item.id ? [item.id] : [])));
  if ([...kept].some((id) => !existingClasses.some((existing) => existing.id === id))) throw new HttpError(400, showTexts.unknownClass);
  const dropped = existingClasses.filter((existing) => !kept.has(existing.id));
  if (dropped.some((existing) => existing.live_entries > 0)) throw new HttpError(409, showTexts.classHasEntries);

  const usernames = [...new Set(setup.helperUsernames.map((name) => name.toLowerCase()))];
  const helpers = usernames.length
    ? await em.execute<Array<{ id: string }>>(`select id from users where lower(username) in (?)`, [usernames])
    : [];
  if (helpers.length !== usernames.length) throw new HttpError(400, showTexts.unknownHelper);
  const existingItems = await em.execute<Array<{ id: string }>>(`select id from show_schedule_items where event_id = ?`, [eventId]);
  const judges = await judgesByUsername(em, setup);
  await refuseSheetChangesAfterScores(em, eventId, setup);

  // A close moved ahead (or dropped) is a new round, whose results are announced when it comes; a close still past
  // keeps its announcement (api/notifications/scheduled-results.ts makes one not made yet).
  await em.execute(
    `insert into shows (event_id, registration_open, voting_opens_at, voting_closes_at, map_spots)
     values (?, ?, ?, ?, ?::jsonb)
     on conflict (event_id) do update set registration_open = excluded.registration_open,
       voting_opens_at = excluded.voting_opens_at, voting_closes_at = excluded.voting_closes_at,
       results_announced_at = case when excluded.voting_closes_at is null or excluded.voting_closes_at > now() then null
         else shows.results_announced_at end,
       map_spots = excluded.map_spots, updated_at = now()`,
    [eventId, setup.registrationOpen, setup.votingOpensAt, setup.votingClosesAt, JSON.stringify(setup.mapSpots)],
  );
  // Dropped classes take their withdrawn cars (and any vote on them) along; their numbers stay spent.
  if (dropped.length) await em.execute(`delete from show_classes where id in (?)`, [dropped.map((item) => item.id)]);
  for (const [index, item] of setup.classes.entries()) {
    const classId = item.id ?? randomUUID();
    await em.execute(
      `insert into show_classes (id, event_id, name, model_slug, year_from, year_to, display_order) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (id) do update set name = excluded.name, model_slug = excluded.model_slug, year_from = excluded.year_from,
         year_to = excluded.year_to, display_order = excluded.display_order`,
      [classId, eventId, item.name, item.modelSlug, item.yearFrom, item.yearTo, index],
    );
    await writeJudging(em, eventId, classId, item, judges);
  }
  await em.execute(`delete from show_schedule_items where event_id = ?`, [eventId]);
  const ownItems = new Set(existingItems.map((item) => item.id));
  for (const item of setup.schedule) {
    // A schedule item keeps its id only if it was this show's: an id from elsewhere is a new item.
    const id = item.id && ownItems.has(item.id) ? item.id : randomUUID();
    await em.execute(`insert into show_schedule_items (id, event_id, starts_at, title, place) values (?, ?, ?, ?, ?)`, [
      id,
      eventId,
      item.startsAt,
      item.title,
      item.place,
    ]);
  }
  await em.execute(`delete from show_helpers where event_id = ?`, [eventId]);
  for (const helper of helpers) await em.execute(`insert into show_helpers (event_id, user_id) values (?, ?)`, [eventId, helper.id]);
}
