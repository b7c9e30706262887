import { eventPriceText } from './price';

/**
 * iCalendar (RFC 5545) files of events: the API's public feed and the PWA's "add to calendar" download
 * both build them here. Plain string work only, as the browser imports this too.
 */

/** What one VEVENT needs. An `EventDetail` fits it as it is; the server maps its entity to one. */
export interface IcsEventInput {
  id: string;
  title: string;
  description: string;
  /** ISO timestamp. */
  eventDate: string;
  location: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  contactEmail: string | null;
  isFree: boolean;
  /** Cents, or null. */
  price: number | null;
  organizer: { name: string };
  /** The event's address in the app; by default the event's page (a show's schedule item links to its schedule). */
  url?: string;
}

export interface CalendarOptions {
  calendarName: string;
  /** The site's origin, e.g. "https://pontiachub.example", for each event's URL. */
  origin: string;
  /** DTSTAMP: when the file was made. */
  now?: Date;
}

/** The public iCalendar feed of upcoming events (api/events/calendar-routes.ts): a file, not a JSON resource. */
export const EVENTS_FEED_PATH = '/api/events.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRODUCT_ID = '-//Pontiac Hub//Events//EN';
const UID_DOMAIN = 'pontiac-hub';
/** RFC 5545 §3.1: a content line is at most 75 octets, not counting its CRLF. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** Control characters other than HTAB, which RFC 5545 values may not contain (line breaks are escaped first). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000A-\u001F\u007F]/g;
const stripControls = (value: string) => value.replace(CONTROL_CHARACTERS, '');

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, any line break written as `\n`. */
export function escapeIcsText(value: string): string {
  return stripControls(
    value
      .replaceAll('\\', '\\\\')
      .replaceAll(';', '\\;')
      .replaceAll(',', '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );
}

/**
 * A parameter value (RFC 5545 §3.1) may not contain DQUOTE or control characters, and must be quoted when
 * it holds ':', ';' or ','. Names are shown, not parsed back, so a DQUOTE becomes an apostrophe.
 */
function paramValue(value: string): string {
  const clean = stripControls(value).replaceAll('"', "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** UTC in the basic format, e.g. 20261122T235700Z. Throws on an invalid date rather than writing a broken file. */
export function formatIcsDateTime(date: Date | string): string {
  return new Date(date)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** UTF-8 octets of one code point. */
const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * RFC 5545 §3.1 folding: lines longer than 75 octets are broken with CRLF and a space, which counts
 * towards the next line's 75. Counted in UTF-8 octets and split between whole code points, so no
 * multi-byte character is ever cut in two.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** "Main Street Diner, 1 Main St, Pontiac, MI 48342", leaving out the parts that are not given. */
function locationText(event: IcsEventInput): string {
  const stateAndZip = [event.state, event.zipCode].filter(Boolean).join(' ');
  return [event.location, event.address, event.city, stateAndZip].filter(Boolean).join(', ');
}

/** The description, then the price and organizer, which calendars have no field of their own for. */
function descriptionText(event: IcsEventInput): string {
  const price = eventPriceText(event);
  return [event.description, '', ...(price ? [price] : []), `Organizer: ${event.organizer.name}`].join('\n');
}

/** One event as the unfolded content lines of a VEVENT. */
export function eventToIcsEvent(event: IcsEventInput, options: { origin: string; now: Date }): string[] {
  const origin = options.origin.replace(/\/+$/, '');
  return [
    'BEGIN:VEVENT',
    `UID:${stripControls(event.id)}@${UID_DOMAIN}`,
    `DTSTAMP:${formatIcsDateTime(options.now)}`,
    // No DTEND or DURATION: events only have a start time. RFC 5545 §3.6.1 then has the event end when it
    // starts, which is truer than a length we would have to invent.
    `DTSTART:${formatIcsDateTime(event.eventDate)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(descriptionText(event))}`,
    `LOCATION:${escapeIcsText(locationText(event))}`,
    `URL:${stripControls(event.url ?? `${origin}/events/${encodeURIComponent(event.id)}`)}`,
    'STATUS:CONFIRMED',
    ...(event.contactEmail ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${stripControls(event.contactEmail)}`] : []),
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR with one VEVENT per event: folded lines, CRLF endings, a CRLF at the end. */
export function buildCalendar(events: readonly IcsEventInput[], options: CalendarOptions): string {
  const now = options.now ?? new Date();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(options.calendarName)}`,
    ...events.flatMap((event) => eventToIcsEvent(event, { origin: options.origin, now })),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A safe download name from the title, e.g. "Cruise Night!" → "cruise-night.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}.ics`;
}
