import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShowEntryCreate } from '../../shared/shows/schemas';
import { showTexts } from '../../shared/shows/texts';
import { carFitsClass } from '../../shared/shows/voting';
import { HttpError } from '../base/plugins/errors';
import { notAShow } from './guards';
import type { EntryState } from './show-entry.entity';

interface LockedShow {
  registration_open: boolean;
  next_car_number: number;
  max_attendees: number | null;
}

/** The show's row, locked for the rest of the transaction: entries, withdrawals and car numbers of one show queue here. */
export async function lockShow(em: EntityManager, eventId: string): Promise<LockedShow> {
  const [row] = await em.execute<LockedShow[]>(
    `select s.registration_open, s.next_car_number, e.max_attendees from shows s join events e on e.id = s.event_id
      where s.event_id = ? for update of s`,
    [eventId],
  );
  if (!row) throw notAShow();
  return row;
}

/**
 * Enters a car (already checked to be the member's) under the show's lock: registration open, a class of this show
 * that fits the car, the car not entered yet; entered while places are left (the event's maxAttendees), waitlisted
 * after. The number is the show's next one, never handed out again.
 */
export async function enterCar(
  em: EntityManager,
  eventId: string,
  entry: ShowEntryCreate & { ownerId: string; fingerprint: string; thumbnailUrl: string | null },
  car: { modelSlug: string; year: number },
): Promise<void> {
  const show = await lockShow(em, eventId);
  if (!show.registration_open) throw new HttpError(409, showTexts.registrationClosed);
  const [showClass] = await em.execute<Array<{ model_slug: string | null; year_from: number | null; year_to: number | null }>>(
    `select model_slug, year_from, year_to from show_classes where id = ? and event_id = ?`,
    [entry.classId, eventId],
  );
  if (!showClass) throw new HttpError(400, showTexts.unknownClass);
  const fits = carFitsClass({ modelSlug: showClass.model_slug, yearFrom: showClass.year_from, yearTo: showClass.year_to }, car);
  if (!fits) throw new HttpError(400, showTexts.carDoesNotFitClass);
  const [counts] = await em.execute<Array<{ entered: number; same_car: number }>>(
    `select count(*) filter (where state = 'entered')::int as entered,
            count(*) filter (where garage_car_id = ? and state <> 'withdrawn')::int as same_car
       from show_entries where event_id = ?`,
    [entry.carId, eventId],
  );
  if ((counts?.same_car ?? 0) > 0) throw new HttpError(409, showTexts.carAlreadyEntered);
  const state: EntryState = show.max_attendees !== null && (counts?.entered ?? 0) >= show.max_attendees ? 'waitlisted' : 'entered';
  await em.execute(`update shows set next_car_number = next_car_number + 1 where event_id = ?`, [eventId]);
  await em.execute(
    `insert into show_entries (id, event_id, class_id, garage_car_id, owner_id, car_number, state, entered_at, thumbnail_url, create_fingerprint)
     values (?, ?, ?, ?, ?, ?, ?, now(), ?, ?)`,
    [entry.id, eventId, entry.classId, entry.carId, entry.ownerId, show.next_car_number, state, entry.thumbnailUrl, entry.fingerprint],
  );
}

/**
 * Withdraws an entry under the show's lock (already withdrawn: nothing changes). A car that held a place gives it to
 * the oldest waitlisted car, in the same transaction.
 */
export async function withdrawEntry(em: EntityManager, eventId: string, entryId: string): Promise<void> {
  const show = await lockShow(em, eventId);
  const [entry] = await em.execute<Array<{ state: EntryState }>>(`select state from show_entries where id = ? and event_id = ?`, [
    entryId,
    eventId,
  ]);
  if (!entry) throw new HttpError(404, showTexts.entryNotFound);
  if (entry.state === 'withdrawn') return;
  await em.execute(`update show_entries set state = 'withdrawn' where id = ?`, [entryId]);
  if (entry.state === 'entered') await fillFreePlaces(em, eventId, show.max_attendees);
}

/** Moves waitlisted cars up, oldest first, while the show has places (under the show's lock). */
export async function fillFreePlaces(em: EntityManager, eventId: string, maxCars: number | null): Promise<void> {
  await em.execute(
    `update show_entries set state = 'entered' where id in (
       select id from show_entries where event_id = ? and state = 'waitlisted'
        order by entered_at, car_number
        limit greatest(0, coalesce(?::int, 2147483647) - (select count(*) from show_entries where event_id = ? and state = 'entered')))`,
    [eventId, maxCars, eventId],
  );
}

/** After the event's car cap changed: a show's waitlisted cars move up into the places there now are. */
export async function fillShowAfterCapChange(em: EntityManager, eventId: string): Promise<void> {
  const [show] = await em.execute<Array<{ event_id: string }>>(`select event_id from shows where event_id = ?`, [eventId]);
  if (!show) return;
  const locked = await lockShow(em, eventId);
  await fillFreePlaces(em, eventId, locked.max_attendees);
}

/** Withdraws a garage car from every show it is entered in (before the car is deleted): their places move up. */
export async function withdrawCarFromShows(em: EntityManager, carId: string): Promise<void> {
  const entries = await em.execute<Array<{ id: string; event_id: string }>>(
    `select id, event_id from show_entries where garage_car_id = ? and state <> 'withdrawn' order by event_id`,
    [carId],
  );
  for (const entry of entries) await withdrawEntry(em, entry.event_id, entry.id);
}
