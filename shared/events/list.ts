import { z } from 'zod';
import { eventTexts } from './texts';

/**
 * GET /api/events is paged (issue 16): each page is a JSON array of summaries (SPEC §7 shape), and the cursor of
 * the next page comes in the EVENT_NEXT_CURSOR_HEADER header, absent on the last page.
 */
export const EVENT_NEXT_CURSOR_HEADER = 'x-next-cursor';
export const EVENT_PAGE_DEFAULT_LIMIT = 24;
export const EVENT_PAGE_MAX_LIMIT = 100;
/** A list card shows this much of the description at most (the ellipsis included); the event page shows all. */
export const EVENT_SUMMARY_MAX_LENGTH = 200;
const ELLIPSIS = '…';

/**
 * The SPEC §2 sections, by the SPEC §4 rule at the moment of the request (isUpcomingEvent): `upcoming` soonest
 * first, `past` most recent first. Without `when` the list holds every event, eventDate ascending, as it always did.
 */
export const EVENT_LIST_SECTIONS = ['upcoming', 'past'] as const;
export type EventListSection = (typeof EVENT_LIST_SECTIONS)[number];

/** GET /api/events query. `cursor` is the opaque EVENT_NEXT_CURSOR_HEADER value of the previous page. */
export const eventListQuerySchema = z.object({
  when: z.enum(EVENT_LIST_SECTIONS, { error: `when must be one of: ${EVENT_LIST_SECTIONS.join(', ')}` }).optional(),
  cursor: z.string().min(1, eventTexts.invalidCursor).max(500, eventTexts.invalidCursor).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(EVENT_PAGE_MAX_LIMIT, `limit must be at most ${EVENT_PAGE_MAX_LIMIT}`)
    .default(EVENT_PAGE_DEFAULT_LIMIT),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * The start of a description for a list card: unchanged when it fits, otherwise cut at the last word boundary
 * (or mid-word when one word is that long) and ended with "…", EVENT_SUMMARY_MAX_LENGTH characters at most.
 */
export function summarizeDescription(description: string, max = EVENT_SUMMARY_MAX_LENGTH): string {
  if (description.length <= max) return description;
  let cut = description.slice(0, max - ELLIPSIS.length);
  // Never half an emoji (a surrogate pair).
  if (isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1);
  const nextIsSpace = /\s/.test(description.charAt(cut.length));
  const lastSpace = cut.search(/\s\S*$/);
  // A word cut in two loses its tail, unless that would leave less than half of the summary.
  if (!nextIsSpace && lastSpace >= max / 2) cut = cut.slice(0, lastSpace);
  return `${cut.trimEnd()}${ELLIPSIS}`;
}
