import { z } from 'zod';
import { summarize } from '../format/summary';
import { eventTexts } from './texts';
import { pageCursor } from '../http/cursor';

/**
 * GET /api/events is paged: each page is a JSON array of summaries (docs/product/api.md shape), and the cursor of
 * the next page comes in the EVENT_NEXT_CURSOR_HEADER header, absent on the last page.
 */
export const EVENT_NEXT_CURSOR_HEADER = 'x-next-cursor';
export const EVENT_PAGE_DEFAULT_LIMIT = 24;
export const EVENT_PAGE_MAX_LIMIT = 100;
/** A list card shows this much of the description at most (the ellipsis included); the event page shows all. */
export const EVENT_SUMMARY_MAX_LENGTH = 200;

/**
 * The docs/product/screens.md sections, by the docs/product/states.md rule at the moment of the request (isUpcomingEvent): `upcoming` soonest
 * first, `past` most recent first. Without `when` the list holds every event, eventDate ascending, as it always did.
 */
export const EVENT_LIST_SECTIONS = ['upcoming', 'past'] as const;
export type EventListSection = (typeof EVENT_LIST_SECTIONS)[number];

/** GET /api/events query. `cursor` is the opaque EVENT_NEXT_CURSOR_HEADER value of the previous page. */
export const eventListQuerySchema = z.object({
  when: z.enum(EVENT_LIST_SECTIONS, { error: `when must be one of: ${EVENT_LIST_SECTIONS.join(', ')}` }).optional(),
  cursor: pageCursor(eventTexts.invalidCursor),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(EVENT_PAGE_MAX_LIMIT, `limit must be at most ${EVENT_PAGE_MAX_LIMIT}`)
    .default(EVENT_PAGE_DEFAULT_LIMIT),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

/** The start of a description for a list card (see summarize), EVENT_SUMMARY_MAX_LENGTH characters at most. */
export const summarizeDescription = (description: string): string => summarize(description, EVENT_SUMMARY_MAX_LENGTH);
