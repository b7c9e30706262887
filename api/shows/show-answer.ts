import type { EntityManager } from '@mikro-orm/postgresql';
import type { Show } from '../../shared/shows/responses';
import { votingStateAt } from '../../shared/shows/voting';
import { notAShow } from './guards';
import type { MapSpot } from './show.entity';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

interface ShowRow {
  event_id: string;
  registration_open: boolean;
  voting_opens_at: Date | null;
  voting_closes_at: Date | null;
  map_image_url: string | null;
  map_spots: MapSpot[];
  judging_locked_at: Date | null;
  updated_at: Date;
  title: string;
  event_date: Date;
  location: string;
  max_attendees: number | null;
  organizer_id: string;
  organizer_name: string;
  entered_count: number;
  waitlist_count: number;
}

/** The show of `eventId` as everyone sees it (showSchema), or null when the event is not a show. Six small queries. */
export async function loadShow(em: EntityManager, eventId: string, now = new Date()): Promise<Show | null> {
  const [row] = await em.execute<ShowRow[]>(
    `select s.event_id, s.registration_open, s.voting_opens_at, s.voting_closes_at, s.map_image_url, s.map_spots, s.judging_locked_at,
            greatest(s.updated_at, e.updated_at) as updated_at, e.title, e.event_date, e.location, e.max_attendees,
            e.organizer_id, u.name as organizer_name,
            (select count(*)::int from show_entries x where x.event_id = s.event_id and x.state = 'entered') as entered_count,
            (select count(*)::int from show_entries x where x.event_id = s.event_id and x.state = 'waitlisted') as waitlist_count
       from shows s join events e on e.id = s.event_id join users u on u.id = e.organizer_id
      where s.event_id = ?`,
    [eventId],
  );
  if (!row) return null;
  const [classes, schedule, helpers, criteria, judges] = await Promise.all([
    em.execute<
      Array<{
        id: string;
        name: string;
        model_slug: string | null;
        year_from: number | null;
        year_to: number | null;
        display_order: number;
      }>
    >(`select id, name, model_slug, year_from, year_to, display_order from show_classes where event_id = ? order by display_order, id`, [
      eventId,
    ]),
    em.execute<Array<{ id: string; starts_at: Date; title: string; place: string | null }>>(
      `select id, starts_at, title, place from show_schedule_items where event_id = ? order by starts_at, title, id`,
      [eventId],
    ),
    em.execute<Array<{ id: string; username: string; name: string }>>(
      `select u.id, u.username, u.name from show_helpers h join users u on u.id = h.user_id where h.event_id = ? order by u.name, u.id`,
      [eventId],
    ),
    em.execute<Array<{ id: string; class_id: string; name: string; max_points: number }>>(
      `select c.id, c.class_id, c.name, c.max_points from show_criteria c join show_classes k on k.id = c.class_id
        where k.event_id = ? order by c.display_order, c.id`,
      [eventId],
    ),
    em.execute<Array<{ class_id: string; id: string; username: string; name: string }>>(
      `select j.class_id, u.id, u.username, u.name from show_class_judges j join users u on u.id = j.user_id
        where j.event_id = ? order by u.name, u.id`,
      [eventId],
    ),
  ]);
  const window = { votingOpensAt: row.voting_opens_at, votingClosesAt: row.voting_closes_at };
  return {
    eventId: row.event_id,
    title: row.title,
    eventDate: iso(row.event_date),
    location: row.location,
    organizer: { id: row.organizer_id, name: row.organizer_name },
    registrationOpen: row.registration_open,
    maxCars: row.max_attendees,
    enteredCount: row.entered_count,
    waitlistCount: row.waitlist_count,
    votingOpensAt: isoOrNull(row.voting_opens_at),
    votingClosesAt: isoOrNull(row.voting_closes_at),
    votingState: votingStateAt(window, now),
    classes: classes.map((item) => ({
      id: item.id,
      name: item.name,
      modelSlug: item.model_slug,
      yearFrom: item.year_from,
      yearTo: item.year_to,
      displayOrder: item.display_order,
      scoreSheet: criteria
        .filter((criterion) => criterion.class_id === item.id)
        .map((criterion) => ({ id: criterion.id, name: criterion.name, maxPoints: criterion.max_points })),
      judges: judges.filter((judge) => judge.class_id === item.id).map(({ id, username, name }) => ({ id, username, name })),
    })),
    schedule: schedule.map((item) => ({ id: item.id, startsAt: iso(item.starts_at), title: item.title, place: item.place })),
    map: { imageUrl: row.map_image_url, spots: row.map_spots },
    helpers,
    judgingLockedAt: isoOrNull(row.judging_locked_at),
    updatedAt: iso(row.updated_at),
  };
}

/** When the show's voting state next changes by the clock alone (opening or closing still ahead), or null. */
export function nextVotingChange(show: Pick<Show, 'votingOpensAt' | 'votingClosesAt'>, now = new Date()): Date | null {
  const ahead = [show.votingOpensAt, show.votingClosesAt]
    .filter((value): value is string => value !== null)
    .map((value) => new Date(value))
    .filter((at) => at.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  return ahead[0] ?? null;
}

/** The show as it is now, after a change committed (the change's own refusals come first). */
export async function showAnswer(em: EntityManager, eventId: string) {
  const show = await loadShow(em, eventId);
  if (!show) throw notAShow();
  return show;
}
