import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeIcsText, foldIcsLine, formatIcsDateTime, icsFileName, type IcsEventInput } from './ics';
import type { EventDetail } from './responses';

const now = new Date('2026-11-22T23:57:00.000Z');
const origin = 'https://hub.example';

const detail: EventDetail = {
  id: '3f0c2b9e-8a5d-4e51-9a7e-2b1c0d9e8f70',
  organizerId: '9d6f7a40-1c2b-4e3d-8f5a-6b7c8d9e0f1a',
  organizer: { name: 'Test Driver' },
  title: 'Cruise night',
  description: 'Bring your Pontiac.',
  eventDate: '2030-05-01T22:00:00.000Z',
  location: 'Main Street Diner',
  address: '1 Main St',
  city: 'Pontiac',
  state: 'MI',
  zipCode: '48342',
  contactEmail: 'host@example.com',
  contactPhone: null,
  maxAttendees: null,
  isFree: false,
  price: 1250,
  status: 'upcoming',
  isShow: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** The unfolded content lines of a calendar. */
const contentLines = (calendar: string) => unfold(calendar).split('\r\n').slice(0, -1);
const property = (calendar: string, name: string) =>
  contentLines(calendar)
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(name.length));

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeIcsText('Tab\tstays, bell\u0007 goes')).toBe('Tab\tstays\\, bell goes');
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:Cruise night')).toBe('SUMMARY:Cruise night');
    expect(foldIcsLine(`SUMMARY:${'x'.repeat(75 - 8)}`)).not.toContain('\r\n');
  });

  it.each([
    ['ASCII', 'Cruise night on Woodward Avenue. '.repeat(10)],
    ['two-octet characters', 'Café Pontiac, Göteborg. '.repeat(12)],
    ['three-octet characters', 'ポンティアック・ファイヤーバード'.repeat(6)],
    ['four-octet characters', '🚗🏁 '.repeat(40)],
    ['mixed', `x${'é🚗ポ'.repeat(30)}`],
  ])('folds %s at 75 octets without cutting a character, and unfolds back', (_case, text) => {
    const line = `DESCRIPTION:${text}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [index, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    // A character cut in two would encode differently piece by piece than whole.
    const pieces = physical.map((part, index) => (index === 0 ? part : part.slice(1)));
    expect(pieces.reduce((sum, piece) => sum + octets(piece), 0)).toBe(octets(line));
    expect(unfold(folded)).toBe(line);
  });
});

describe('formatIcsDateTime', () => {
  it('writes UTC in the basic format', () => {
    expect(formatIcsDateTime(now)).toBe('20261122T235700Z');
    expect(formatIcsDateTime('2030-05-01T18:00:00-04:00')).toBe('20300501T220000Z');
    expect(() => formatIcsDateTime('not a date')).toThrow();
  });
});

describe('buildCalendar', () => {
  it('writes a VCALENDAR with CRLF endings and a trailing CRLF', () => {
    const calendar = buildCalendar([detail], { calendarName: 'Pontiac Hub events', origin, now });
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(contentLines(calendar).slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Pontiac Hub//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Pontiac Hub events',
    ]);
    for (const line of calendar.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('takes an EventDetail as it is and writes its VEVENT', () => {
    const calendar = buildCalendar([detail], { calendarName: 'Events', origin: `${origin}/`, now });
    expect(contentLines(calendar).slice(6)).toEqual([
      'BEGIN:VEVENT',
      'UID:3f0c2b9e-8a5d-4e51-9a7e-2b1c0d9e8f70@pontiac-hub',
      'DTSTAMP:20261122T235700Z',
      'DTSTART:20300501T220000Z',
      'SUMMARY:Cruise night',
      'DESCRIPTION:Bring your Pontiac.\\n\\n$12.50\\nOrganizer: Test Driver',
      'LOCATION:Main Street Diner\\, 1 Main St\\, Pontiac\\, MI 48342',
      'URL:https://hub.example/events/3f0c2b9e-8a5d-4e51-9a7e-2b1c0d9e8f70',
      'STATUS:CONFIRMED',
      'ORGANIZER;CN=Test Driver:mailto:host@example.com',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(calendar).not.toContain('DTEND');
  });

  it('escapes the text values', () => {
    const event: IcsEventInput = {
      ...detail,
      title: 'Swap meet; parts, tools & more',
      description: 'Line one\nLine two, with C:\\path',
      location: 'Lot B; north side',
      address: null,
      zipCode: null,
    };
    const calendar = buildCalendar([event], { calendarName: 'Hub, events', origin, now });
    expect(property(calendar, 'SUMMARY')).toEqual([':Swap meet\\; parts\\, tools & more']);
    expect(property(calendar, 'DESCRIPTION')[0]).toMatch(/^:Line one\\nLine two\\, with C:\\\\path\\n/);
    expect(property(calendar, 'LOCATION')).toEqual([':Lot B\\; north side\\, Pontiac\\, MI']);
    expect(property(calendar, 'X-WR-CALNAME')).toEqual([':Hub\\, events']);
  });

  it('writes ORGANIZER only when there is a contact email, quoting a name with a comma', () => {
    const withoutEmail = buildCalendar([{ ...detail, contactEmail: null }], { calendarName: 'Events', origin, now });
    expect(property(withoutEmail, 'ORGANIZER')).toEqual([]);
    const quoted = buildCalendar([{ ...detail, organizer: { name: 'Smith, "Big" Al' } }], { calendarName: 'Events', origin, now });
    expect(property(quoted, 'ORGANIZER')).toEqual([`;CN="Smith, 'Big' Al":mailto:host@example.com`]);
  });

  it('states the price: Free Event, dollars with cents, or nothing while it is open', () => {
    const description = (event: IcsEventInput) =>
      property(buildCalendar([event], { calendarName: 'Events', origin, now }), 'DESCRIPTION')[0];
    expect(description({ ...detail, isFree: true, price: null })).toBe(':Bring your Pontiac.\\n\\nFree Event\\nOrganizer: Test Driver');
    expect(description({ ...detail, price: 2500 })).toContain('\\n\\n$25.00\\n');
    expect(description({ ...detail, price: null })).toBe(':Bring your Pontiac.\\n\\nOrganizer: Test Driver');
  });

  it('writes one VEVENT per event, and none for an empty list', () => {
    const second = { ...detail, id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
    const calendar = buildCalendar([detail, second], { calendarName: 'Events', origin, now });
    expect(property(calendar, 'UID')).toEqual([`:${detail.id}@pontiac-hub`, `:${second.id}@pontiac-hub`]);
    const empty = buildCalendar([], { calendarName: 'Events', origin, now });
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('icsFileName', () => {
  it.each([
    ['Cruise Night', 'cruise-night.ics'],
    ['  Cruise Night!  ', 'cruise-night.ics'],
    ['Café Rallye: GTO/Firebird, 2030', 'cafe-rallye-gto-firebird-2030.ics'],
    ['../../etc/passwd', 'etc-passwd.ics'],
    ['🚗🚗', 'event.ics'],
    ['x'.repeat(100), `${'x'.repeat(60)}.ics`],
  ])('%j → %s', (title, name) => {
    expect(icsFileName(title)).toBe(name);
  });
});
