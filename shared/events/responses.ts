import { z } from 'zod';
import { EVENT_STATUSES } from './status';

/** One item of GET /api/events (docs/product/api.md), plus organizerId. Dates are ISO strings; price in cents or null. */
export const eventSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  location: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  isFree: z.boolean(),
  price: z.number().int().nullable(),
  status: z.enum(EVENT_STATUSES),
  imageCount: z.number().int(),
  organizerId: z.uuid(),
  organizer: z.object({ name: z.string() }),
  /** Whether the event is a car show: its show is at /api/shows/{id}. */
  isShow: z.boolean(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;
export const eventListSchema = z.array(eventSummarySchema);

/** GET /api/events/{id}, and the answer of POST and PUT. */
export const eventDetailSchema = z.object({
  id: z.uuid(),
  organizerId: z.uuid(),
  organizer: z.object({ name: z.string() }),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  maxAttendees: z.number().int().nullable(),
  isFree: z.boolean(),
  price: z.number().int().nullable(),
  status: z.enum(EVENT_STATUSES),
  /** Whether the event is a car show: its show is at /api/shows/{id}. */
  isShow: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** GET /api/events/{id}/images, in display order; also the answer of an upload. */
export const eventImageSchema = z.object({
  id: z.uuid(),
  imageUrl: z.string(),
  caption: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type EventImage = z.infer<typeof eventImageSchema>;
export const eventImageListSchema = z.array(eventImageSchema);
