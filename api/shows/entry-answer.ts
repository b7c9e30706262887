import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntryStatus, ShowCar, ShowEntry } from '../../shared/shows/responses';
import type { EntryState } from './show-entry.entity';

interface EntryRow {
  id: string;
  car_number: number;
  class_id: string;
  class_name: string;
  state: EntryState;
  entered_at: Date;
  checked_in_at: Date | null;
  thumbnail_url: string | null;
  car_id: string;
  model_slug: string;
  model_name: string;
  year: number;
  trim: string | null;
  exterior_color: string | null;
  photos: string[];
  owner_id: string;
  owner_username: string;
  owner_name: string;
}

/** What an entry's owner and everyone see: checked in is an entered car with a check-in time. */
export const statusOf = (state: EntryState, checkedInAt: Date | null): EntryStatus =>
  state === 'entered' && checkedInAt ? 'checked_in' : state;

const toEntry = (row: EntryRow): ShowEntry => ({
  id: row.id,
  carNumber: row.car_number,
  classId: row.class_id,
  status: statusOf(row.state, row.checked_in_at),
  car: {
    id: row.car_id,
    modelSlug: row.model_slug,
    modelName: row.model_name,
    year: row.year,
    trim: row.trim,
    exteriorColor: row.exterior_color,
  },
  // A withdrawn car shows no owner anywhere (no contact for a withdrawn entry).
  owner: row.state === 'withdrawn' ? null : { id: row.owner_id, username: row.owner_username, name: row.owner_name },
  thumbnailUrl: row.thumbnail_url,
  checkedInAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
  enteredAt: new Date(row.entered_at).toISOString(),
});

type EntryFilter = { ids?: string[]; ownerId?: string; carNumber?: number };

async function entryRows(em: EntityManager, eventId: string, filter: EntryFilter, withPhotos: boolean): Promise<EntryRow[]> {
  const where = ['x.event_id = ?'];
  const params: unknown[] = [eventId];
  if (filter.ids) {
    where.push('x.id in (?)');
    params.push(filter.ids);
  }
  if (filter.ownerId) {
    where.push('x.owner_id = ?');
    params.push(filter.ownerId);
  }
  if (filter.carNumber !== undefined) {
    where.push('x.car_number = ?');
    params.push(filter.carNumber);
  }
  return em.execute<EntryRow[]>(
    `select x.id, x.car_number, x.class_id, k.name as class_name, x.state, x.entered_at, x.checked_in_at, x.thumbnail_url,
            c.id as car_id, c.model_slug, coalesce(m.name, c.model_slug) as model_name, c.year, c.trim, c.exterior_color,
            ${withPhotos ? 'c.photos' : `'{}'::text[] as photos`},
            o.id as owner_id, o.username as owner_username, o.name as owner_name
       from show_entries x
       join show_classes k on k.id = x.class_id
       join garage_cars c on c.id = x.garage_car_id
       left join models m on m.slug = c.model_slug
       join users o on o.id = x.owner_id
      where ${where.join(' and ')}
      order by x.car_number`,
    params,
  );
}

/** The show's entries (withdrawn ones included, without owner), by car number; `filter` narrows them. */
export async function loadEntries(em: EntityManager, eventId: string, filter: EntryFilter = {}): Promise<ShowEntry[]> {
  return (await entryRows(em, eventId, filter, false)).map(toEntry);
}

export async function loadEntry(em: EntityManager, eventId: string, entryId: string): Promise<ShowEntry | null> {
  return (await loadEntries(em, eventId, { ids: [entryId] }))[0] ?? null;
}

/** A car's page (by its number): the entry, its class's name and the car's garage photos. */
export async function loadCar(em: EntityManager, eventId: string, carNumber: number): Promise<ShowCar | null> {
  const [row] = await entryRows(em, eventId, { carNumber }, true);
  return row ? { ...toEntry(row), className: row.class_name, photos: row.photos } : null;
}
