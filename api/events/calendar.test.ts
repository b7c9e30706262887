import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { register, requester, type Requester } from '../test/http';
import { ICS_MAX_EVENTS } from './calendar-routes';
import { createEvent } from './event-fixture';

let ctx: TestContext;
let organizer: Requester;

beforeAll(async () => {
  ctx = await createTestApp();
  organizer = requester(ctx.app, { cookie: (await register(ctx.app)).cookie });
});
afterAll(() => ctx.close());

const feed = (host = 'hub.example') => ctx.api.get('/api/events.ics', { headers: { host } });
/** RFC 5545 §3.1 unfolding, then the content lines. */
const contentLines = (body: string) => body.replace(/\r\n[ \t]/g, '').split('\r\n');
const uids = (body: string) => contentLines(body).filter((line) => line.startsWith('UID:'));

describe('GET /api/events.ics', () => {
  it('is a public iCalendar feed of the upcoming events only, by date', async () => {
    const later = await createEvent(organizer, { eventDate: '2031-03-01T18:00:00Z' });
    const sooner = await createEvent(organizer, {
      eventDate: '2030-06-01T18:00:00Z',
      isFree: false,
      price: 1250,
      contactEmail: 'host@example.com',
    });
    const past = await createEvent(organizer, { eventDate: '2020-06-01T18:00:00Z' });
    const completed = await createEvent(organizer, { eventDate: '2030-07-01T18:00:00Z', status: 'completed' });

    const response = await feed();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('inline; filename="pontiac-hub-events.ics"');
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);

    const lines = contentLines(response.body);
    expect(lines).toContain('X-WR-CALNAME:Pontiac Hub events');
    expect(uids(response.body)).toEqual([`UID:${sooner.id}@pontiac-hub`, `UID:${later.id}@pontiac-hub`]);
    expect(response.body).not.toContain(past.id);
    expect(response.body).not.toContain(completed.id);
    expect(lines).toContain('DTSTART:20300601T180000Z');
    expect(lines).toContain(`URL:http://hub.example/events/${sooner.id}`);
    expect(lines).toContain('ORGANIZER;CN=Test Driver:mailto:host@example.com');
    expect(lines.filter((line) => line.startsWith('ORGANIZER'))).toHaveLength(1);
    expect(lines).toContain('DESCRIPTION:Bring your Pontiac to Main Street.\\n\\n$12.50\\nOrganizer: Test Driver');
    expect(lines).toContain('DESCRIPTION:Bring your Pontiac to Main Street.\\n\\nFree Event\\nOrganizer: Test Driver');
  });

  it(`is bounded: the soonest ${ICS_MAX_EVENTS} upcoming events, however many there are`, async () => {
    const { id: organizerId } = (await organizer.get('/api/auth/me')).json<{ id: string }>();
    await ctx.orm.em.fork().execute(
      `insert into events (organizer_id, title, description, event_date, location)
       select ?, 'Flood ' || n, 'x', timestamptz '2040-01-01' + n * interval '1 hour', 'Lot' from generate_series(1, ?) n`,
      [organizerId, ICS_MAX_EVENTS + 20],
    );
    const feed = await ctx.api.get('/api/events.ics');
    expect(feed.statusCode).toBe(200);
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(ICS_MAX_EVENTS);
    expect(feed.body).not.toContain(`Flood ${ICS_MAX_EVENTS + 20}`);
    await ctx.orm.em.fork().execute(`delete from events where title like 'Flood %'`);
  });

  it('escapes commas and semicolons in the event text', async () => {
    const event = await createEvent(organizer, { title: 'Swap meet; parts, tools', location: 'Lot B, north side', zipCode: '48342' });
    const lines = contentLines((await feed()).body);
    const start = lines.indexOf(`UID:${event.id}@pontiac-hub`);
    expect(start).toBeGreaterThan(-1);
    const vevent = lines.slice(start, lines.indexOf('END:VEVENT', start));
    expect(vevent).toContain('SUMMARY:Swap meet\\; parts\\, tools');
    expect(vevent).toContain('LOCATION:Lot B\\, north side\\, Pontiac\\, MI 48342');
  });

  it('does not meet the /api/events/:id route, and refuses a host that is not one', async () => {
    expect((await ctx.api.get('/api/events/events.ics')).statusCode).toBe(400);
    const bad = await feed('evil.example/path');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('valid host');
  });
});
