import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The sample show of `npm run seed:demo` (never of `npm start`), found again by its title. */
export const DEMO_SHOW_TITLE = 'Pontiac Hub Demo Show';

/** Its classes, and which demo cars go in each (model, first year, how many years from there). */
const CLASSES = [
  { name: 'GTO 1964–67', modelSlug: 'gto', yearFrom: 1964, yearTo: 1967, car: { modelSlug: 'gto', year: 1964, years: 4 } },
  { name: 'Firebird 1st gen', modelSlug: 'firebird', yearFrom: 1967, yearTo: 1969, car: { modelSlug: 'firebird', year: 1967, years: 3 } },
  { name: 'Trans Am', modelSlug: 'trans-am', yearFrom: null, yearTo: null, car: { modelSlug: 'trans-am', year: 1970, years: 12 } },
  { name: 'Open', modelSlug: null, yearFrom: null, yearTo: null, car: { modelSlug: 'bonneville', year: 1958, years: 30 } },
] as const;
const COLORS = ['Cameo Ivory', 'Starlight Black', 'Tyrol Blue', 'Montero Red', 'Carousel Red', 'Verdoro Green', 'Cordova Brown'];
const SCHEDULE = [
  { hour: 8, title: 'Gates open for show cars', place: 'North gate' },
  { hour: 10, title: 'Gates open for visitors', place: 'Main entrance' },
  { hour: 11, title: 'People’s Choice voting opens', place: null },
  { hour: 13, title: 'Tri-Power tuning talk', place: 'Tent B' },
  { hour: 15, title: 'People’s Choice voting closes', place: null },
  { hour: 16, title: 'Awards', place: 'Main stage' },
];

/**
 * Adds the sample show unless it is there already: an event five days ahead made a show with four classes, a
 * schedule, and `entries` cars, one from each of the first demo members' garages (a car made for it, fitting its
 * class), numbered 1… in order. Answers the show's event id, or null when there are no demo members.
 */
export async function seedDemoShow(em: EntityManager, entries: number): Promise<{ eventId: string; created: boolean } | null> {
  const [existing] = await em.execute<Array<{ id: string }>>(`select id from events where title = ? limit 1`, [DEMO_SHOW_TITLE]);
  if (existing) return { eventId: existing.id, created: false };
  const members = await em.execute<Array<{ id: string }>>(
    `select id from users where email like 'demo-member-%' order by length(email), email limit ?`,
    [entries],
  );
  const organizer = members[0];
  if (!organizer) return null;
  const eventId = randomUUID();
  const day = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
  day.setUTCHours(0, 0, 0, 0);
  const at = (hour: number) => new Date(day.getTime() + hour * 60 * 60 * 1000);
  await em.transactional(async (tx) => {
    await tx.execute(
      `insert into events (id, organizer_id, title, description, event_date, location, city, state, max_attendees, is_free)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, true)`,
      [
        eventId,
        organizer.id,
        DEMO_SHOW_TITLE,
        'A sample car show to try show day: save it for offline, find cars by number, vote for your favourite.',
        at(8),
        'Pontiac Fairgrounds',
        'Pontiac',
        'MI',
        Math.max(entries, 1),
      ],
    );
    await tx.execute(`insert into shows (event_id, registration_open, next_car_number) values (?, true, ?)`, [eventId, members.length + 1]);
    const classIds = CLASSES.map(() => randomUUID());
    for (const [index, item] of CLASSES.entries()) {
      await tx.execute(
        `insert into show_classes (id, event_id, name, model_slug, year_from, year_to, display_order) values (?, ?, ?, ?, ?, ?, ?)`,
        [classIds[index], eventId, item.name, item.modelSlug, item.yearFrom, item.yearTo, index],
      );
    }
    for (const item of SCHEDULE) {
      await tx.execute(`insert into show_schedule_items (event_id, starts_at, title, place) values (?, ?, ?, ?)`, [
        eventId,
        at(item.hour),
        item.title,
        item.place,
      ]);
    }
    for (const [index, owner] of members.entries()) {
      const classIndex = index % CLASSES.length;
      const { car } = CLASSES[classIndex] ?? CLASSES[0];
      const carId = randomUUID();
      await tx.execute(`insert into garage_cars (id, user_id, model_slug, year, exterior_color) values (?, ?, ?, ?, ?)`, [
        carId,
        owner.id,
        car.modelSlug,
        car.year + (Math.floor(index / CLASSES.length) % car.years),
        COLORS[index % COLORS.length],
      ]);
      await tx.execute(
        `insert into show_entries (id, event_id, class_id, garage_car_id, owner_id, car_number, state, entered_at, create_fingerprint)
         values (?, ?, ?, ?, ?, ?, 'entered', now() - ? * interval '1 minute', ?)`,
        [randomUUID(), eventId, classIds[classIndex], carId, owner.id, index + 1, members.length - index, 'demo'.padEnd(64, '0')],
      );
    }
  });
  return { eventId, created: true };
}
