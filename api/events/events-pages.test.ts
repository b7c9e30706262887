import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EVENT_NEXT_CURSOR_HEADER,
  EVENT_PAGE_DEFAULT_LIMIT,
  EVENT_PAGE_MAX_LIMIT,
  EVENT_SUMMARY_MAX_LENGTH,
} from '../../shared/events/list';
import type { EventDetail, EventSummary } from '../../shared/events/responses';
import { register, requester, type Requester } from '../test/http';
import { createTestApp, type TestContext } from '../test/test-app';
import { createEvent } from './event-fixture';

let ctx: TestContext;
let organizer: Requester;

beforeAll(async () => {
  ctx = await createTestApp();
  organizer = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
});
afterAll(() => ctx.close());
// Each test starts from an empty list (this database is the file's own), and with nothing counted against the
// per-member write limits, which are not what these tests are about.
beforeEach(async () => {
  await ctx.orm.em.fork().execute('delete from events');
  await ctx.orm.em.fork().execute('delete from rate_limit_hits');
});

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function getPage(query: string) {
  const response = await ctx.api.get(`/api/events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const next = response.headers[EVENT_NEXT_CURSOR_HEADER];
  return { events: response.json<EventSummary[]>(), next: typeof next === 'string' ? next : null, response };
}

/** Every page of a list, `between` running after each page but the last; the ids in the order served. */
async function walk(query: string, between: (pageIndex: number) => Promise<void> = async () => undefined) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pageIndex = 0; pageIndex < 50; pageIndex += 1) {
    const page = await getPage(`?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    ids.push(...page.events.map((event) => event.id));
    cursor = page.next;
    if (!cursor) return ids;
    await between(pageIndex);
  }
  throw new Error('the pages never ended');
}

const setStatus = (id: string, status: string) => ctx.orm.em.fork().execute('update events set status = ? where id = ?', [status, id]);

describe('the events list pages', () => {
  it('splits upcoming (soonest first) from past (most recent first, completed ones included)', async () => {
    const soon = await createEvent(organizer, { eventDate: daysFromNow(1) });
    const later = await createEvent(organizer, { eventDate: daysFromNow(30) });
    const yesterday = await createEvent(organizer, { eventDate: daysFromNow(-1) });
    const lastYear = await createEvent(organizer, { eventDate: daysFromNow(-365) });
    const completed = await createEvent(organizer, { eventDate: daysFromNow(10) });
    await setStatus(completed.id, 'completed');

    expect((await getPage('?when=upcoming')).events.map((event) => event.id)).toEqual([soon.id, later.id]);
    expect((await getPage('?when=past')).events.map((event) => event.id)).toEqual([completed.id, yesterday.id, lastYear.id]);
    // Without `when`: every event by date, as before.
    expect((await getPage('')).events.map((event) => event.id)).toEqual([lastYear.id, yesterday.id, soon.id, completed.id, later.id]);
  });

  it('chain without gap or repeat while events are created between fetches, and the last page has no cursor', async () => {
    const created: EventDetail[] = [];
    for (let day = 1; day <= 7; day += 1) created.push(await createEvent(organizer, { eventDate: daysFromNow(day) }));
    // Two events share a date: the id orders them, so the cursor still falls between them.
    created.push(await createEvent(organizer, { eventDate: created[3]!.eventDate }));
    const added: EventDetail[] = [];
    const ids = await walk('when=upcoming&limit=3', async (pageIndex) => {
      // One sorts before the pages already read (it waits for the next first page), one after (it is served now).
      if (pageIndex === 0) {
        added.push(await createEvent(organizer, { eventDate: daysFromNow(0.5) }));
        added.push(await createEvent(organizer, { eventDate: daysFromNow(20) }));
      }
    });
    expect(new Set(ids).size).toBe(ids.length);
    const expected = [...created, added[1]!]
      .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.id.localeCompare(b.id))
      .map((event) => event.id);
    expect(ids).toEqual(expected);
    expect(ids).not.toContain(added[0]!.id);
    expect((await walk('when=upcoming&limit=3'))[0]).toBe(added[0]!.id);
  });

  it('pages the past most recent first, and the whole list by date', async () => {
    for (let day = 1; day <= 5; day += 1) await createEvent(organizer, { eventDate: daysFromNow(-day) });
    for (let day = 1; day <= 2; day += 1) await createEvent(organizer, { eventDate: daysFromNow(day) });
    const past = await walk('when=past&limit=2');
    const firstPage = (await getPage('?when=past&limit=5')).events;
    expect(past).toEqual(firstPage.map((event) => event.id));
    const dates = firstPage.map((event) => event.eventDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await walk('limit=3')).toHaveLength(7);
  });

  it('is a page of at most `limit` events, 24 by default', async () => {
    await ctx.orm.em.fork().execute(
      `insert into events (organizer_id, title, description, event_date, location)
       select (select id from users order by created_at desc limit 1), 'Bulk ' || n, 'x', now() + n * interval '1 hour', 'Lot'
       from generate_series(1, ?) n`,
      [EVENT_PAGE_MAX_LIMIT + 5],
    );
    const first = await getPage('?when=upcoming');
    expect(first.events).toHaveLength(EVENT_PAGE_DEFAULT_LIMIT);
    expect(first.next).not.toBeNull();
    expect((await getPage(`?when=upcoming&limit=${EVENT_PAGE_MAX_LIMIT}`)).events).toHaveLength(EVENT_PAGE_MAX_LIMIT);
    expect((await getPage('')).events).toHaveLength(EVENT_PAGE_DEFAULT_LIMIT);
  });

  it('carries a summary of the description; the event itself keeps all of it', async () => {
    const description = 'Cruise night on Woodward with every GTO in the county. '.repeat(150).trim();
    const event = await createEvent(organizer, { description });
    const [summary] = (await getPage('')).events;
    expect(summary?.id).toBe(event.id);
    expect(summary!.description.length).toBeLessThanOrEqual(EVENT_SUMMARY_MAX_LENGTH);
    expect(summary!.description.endsWith('…')).toBe(true);
    expect(description.startsWith(summary!.description.slice(0, -1))).toBe(true);
    expect((await ctx.api.get(`/api/events/${event.id}`)).json<EventDetail>().description).toBe(description);
  });

  it('refuses a bad cursor, section or page size with a 400 and a message', async () => {
    await createEvent(organizer, { eventDate: daysFromNow(1) });
    await createEvent(organizer, { eventDate: daysFromNow(2) });
    const { next } = await getPage('?when=upcoming&limit=1');
    expect(next).not.toBeNull();
    const forged = Buffer.from(
      JSON.stringify({ section: 'upcoming', at: '2030-02-31T00:00:00.000000Z', id: crypto.randomUUID() }),
    ).toString('base64url');
    for (const query of [
      '?cursor=not-a-cursor',
      `?when=upcoming&cursor=${forged}`,
      // A cursor is only good for the list that made it.
      `?when=past&cursor=${next}`,
      '?when=soon',
      '?limit=0',
      `?limit=${EVENT_PAGE_MAX_LIMIT + 1}`,
      '?limit=ten',
    ]) {
      const response = await ctx.api.get(`/api/events${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toEqual(expect.any(String));
    }
  });

  it('answers a page again from the cache with its cursor and ETag, and 304 when unchanged', async () => {
    await createEvent(organizer, { eventDate: daysFromNow(1) });
    await createEvent(organizer, { eventDate: daysFromNow(2) });
    const first = await getPage('?when=upcoming&limit=1');
    const again = await getPage('?when=upcoming&limit=1');
    expect(again.next).toBe(first.next);
    expect(again.events).toEqual(first.events);
    const etag = String(first.response.headers.etag);
    const unchanged = await ctx.api.get('/api/events?when=upcoming&limit=1', { headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers[EVENT_NEXT_CURSOR_HEADER]).toBe(first.next);
  });

  it('moves an event to the past once it has started, even when nothing else changed', async () => {
    const startsSoon = await createEvent(organizer, { eventDate: new Date(Date.now() + 1_500).toISOString() });
    const ids = async (when: string) => (await getPage(`?when=${when}`)).events.map((event) => event.id);
    expect(await ids('upcoming')).toContain(startsSoon.id);
    expect(await ids('past')).not.toContain(startsSoon.id);
    await expect.poll(() => ids('past'), { timeout: 5_000, interval: 250 }).toContain(startsSoon.id);
    expect(await ids('upcoming')).not.toContain(startsSoon.id);
  });
});
