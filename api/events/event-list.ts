import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { summarizeDescription, EVENT_SUMMARY_MAX_LENGTH, type EventListSection } from '../../shared/events/list';
import { eventTexts } from '../../shared/events/texts';
import type { EventSummary } from '../../shared/events/responses';
import { HttpError } from '../base/plugins/errors';
import { toStatus } from './dto';

/**
 * One page of GET /api/events, keyset-paged on (event_date, id): a cursor is the last row's position, so an event
 * created or deleted between two page fetches never shifts the rows after it (no gap, no repeat). It names its
 * section ('all' without `when`) and is valid only there. Timestamps travel as UTC text with microseconds.
 */
const SECTIONS = ['all', 'upcoming', 'past'] as const;
type Section = (typeof SECTIONS)[number];
const cursorSchema = z.object({
  section: z.enum(SECTIONS),
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  id: z.uuid(),
});
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** Anything that is not a cursor of this section, or names an impossible date, is a 400 (never a database error). */
function decodeCursor(text: string, section: Section): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, eventTexts.invalidCursor);
  }
  const cursor = cursorSchema.safeParse(parsed);
  // A date such as Feb 31 matches the pattern but would roll over: it must survive a round trip.
  const valid =
    cursor.success &&
    cursor.data.section === section &&
    !Number.isNaN(Date.parse(cursor.data.at)) &&
    new Date(cursor.data.at).toISOString().slice(0, 19) === cursor.data.at.slice(0, 19);
  if (!valid) throw new HttpError(400, eventTexts.invalidCursor);
  return cursor.data;
}

interface Row {
  id: string;
  title: string;
  description: string;
  event_date: Date;
  cursor_at: string;
  location: string;
  city: string | null;
  state: string | null;
  is_free: boolean;
  price: number | null;
  status: string;
  organizer_id: string;
  organizer_name: string;
  image_count: number;
  is_show: boolean;
}

/** The docs/product/states.md rule of isUpcomingEvent (shared/events/status.ts) in SQL; `past` is everything else. */
const UPCOMING_SQL = `(e.status = 'upcoming' and e.event_date > ?::timestamptz)`;

const toSummary = (row: Row): EventSummary => ({
  id: row.id,
  title: row.title,
  description: summarizeDescription(row.description),
  eventDate: new Date(row.event_date).toISOString(),
  location: row.location,
  city: row.city,
  state: row.state,
  isFree: row.is_free,
  price: row.price,
  status: toStatus(row.status),
  imageCount: Number(row.image_count),
  organizerId: row.organizer_id,
  organizer: { name: row.organizer_name },
  isShow: row.is_show,
});

export interface EventPage {
  events: EventSummary[];
  nextCursor: string | null;
}

/**
 * One page of summaries, organizer names and photo counts in the same query. Only the start of each description
 * is read: a summary never needs more.
 */
export async function listEventPage(
  em: EntityManager,
  options: { when: EventListSection | undefined; cursor: string | undefined; limit: number; now: Date },
): Promise<EventPage> {
  const section: Section = options.when ?? 'all';
  const descending = section === 'past';
  const where: string[] = [];
  const params: unknown[] = [EVENT_SUMMARY_MAX_LENGTH + 1];
  if (section !== 'all') {
    where.push(section === 'upcoming' ? UPCOMING_SQL : `not ${UPCOMING_SQL}`);
    params.push(options.now.toISOString());
  }
  if (options.cursor) {
    const cursor = decodeCursor(options.cursor, section);
    where.push(`(e.event_date, e.id) ${descending ? '<' : '>'} (?::timestamptz, ?::uuid)`);
    params.push(cursor.at, cursor.id);
  }
  params.push(options.limit + 1);
  const order = descending ? 'desc' : 'asc';
  const rows = await em.execute<Row[]>(
    `select e.id, e.title, left(e.description, ?) as description, e.event_date,
       to_char(e.event_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
       e.location, e.city, e.state, e.is_free, e.price, e.status, e.organizer_id, u.name as organizer_name,
       (select count(*)::int from event_images i where i.event_id = e.id) as image_count,
       exists (select 1 from shows s where s.event_id = e.id) as is_show
     from events e join users u on u.id = e.organizer_id
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by e.event_date ${order}, e.id ${order}
     limit ?`,
    params,
  );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > options.limit && last ? encodeCursor({ section, at: last.cursor_at, id: last.id }) : null;
  return { events: page.map(toSummary), nextCursor };
}

/**
 * When the sections next change with time alone: the soonest upcoming event's date (it then becomes past), or
 * null when there is none. Cached section pages are good until then, unless an event changes first.
 */
export async function nextSectionChange(em: EntityManager, now: Date): Promise<Date | null> {
  const [row] = await em.execute<Array<{ next: Date | null }>>(`select min(e.event_date) as next from events e where ${UPCOMING_SQL}`, [
    now.toISOString(),
  ]);
  return row?.next ? new Date(row.next) : null;
}
