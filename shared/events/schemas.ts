import { z } from 'zod';
import { DEFAULT_EVENT_STATUS, EVENT_STATUSES } from './status';
import { eventTexts } from './texts';
import { withoutBidiControls } from '../text/bidi';
import { optionalText, requiredText } from '../text/fields';
import { isoInstant } from '../time/instant';

/** docs/product/validation.md, limits.md: at most 5 photos per event. */
export const EVENT_MAX_IMAGES = 5;
/** Column sizes of the events table. */
export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 10_000;
export const EVENT_LOCATION_MAX_LENGTH = 200;
export const EVENT_ADDRESS_MAX_LENGTH = 200;
export const EVENT_CITY_MAX_LENGTH = 100;
export const EVENT_STATE_MAX_LENGTH = 50;
export const EVENT_ZIP_MAX_LENGTH = 20;
export const EVENT_EMAIL_MAX_LENGTH = 254;
export const EVENT_PHONE_MAX_LENGTH = 40;
/** Cents; one million dollars is far beyond any meetup, and keeps the value inside a 32-bit column. */
export const EVENT_PRICE_MAX_CENTS = 100_000_000;
export const EVENT_MAX_ATTENDEES_LIMIT = 1_000_000;

const eventDate = isoInstant('Event date', { required: eventTexts.eventDateRequired });

const eventFields = z.object({
  title: withoutBidiControls(requiredText(eventTexts.titleRequired, 'Title', EVENT_TITLE_MAX_LENGTH), 'Title'),
  description: requiredText(eventTexts.descriptionRequired, 'Description', EVENT_DESCRIPTION_MAX_LENGTH),
  eventDate,
  location: requiredText(eventTexts.locationRequired, 'Location', EVENT_LOCATION_MAX_LENGTH),
  address: optionalText('Address', EVENT_ADDRESS_MAX_LENGTH),
  city: optionalText('City', EVENT_CITY_MAX_LENGTH),
  state: optionalText('State', EVENT_STATE_MAX_LENGTH),
  zipCode: optionalText('Zip code', EVENT_ZIP_MAX_LENGTH),
  contactEmail: z
    .string({ error: 'Contact email must be text' })
    .trim()
    .max(EVENT_EMAIL_MAX_LENGTH, `Contact email must be at most ${EVENT_EMAIL_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email('Contact email must be a valid email address').nullable())
    .meta({ format: 'email', description: 'An email address; blank or null for none' }),
  contactPhone: optionalText('Contact phone', EVENT_PHONE_MAX_LENGTH),
  maxAttendees: z
    .number({ error: 'Max attendees must be a number' })
    .int('Max attendees must be a whole number')
    .positive('Max attendees must be greater than 0')
    .max(EVENT_MAX_ATTENDEES_LIMIT, `Max attendees must be at most ${EVENT_MAX_ATTENDEES_LIMIT}`)
    .nullish()
    .transform((value) => value ?? null),
  isFree: z.boolean({ error: 'isFree must be true or false' }).default(true),
  /** Cents (docs/product/limits.md); only for events that are not free. */
  price: z
    .number({ error: 'Price must be a number of cents' })
    .int('Price must be a whole number of cents')
    .min(0, 'Price must not be negative')
    .max(EVENT_PRICE_MAX_CENTS, `Price must be at most ${EVENT_PRICE_MAX_CENTS} cents`)
    .nullish()
    .transform((value) => value ?? null),
  status: z.enum(EVENT_STATUSES, { error: `Status must be one of: ${EVENT_STATUSES.join(', ')}` }).default(DEFAULT_EVENT_STATUS),
});

type EventFieldsOutput = z.output<typeof eventFields>;
const freeEventsHaveNoPrice = (event: EventFieldsOutput, context: z.RefinementCtx) => {
  if (event.isFree && event.price !== null) {
    context.addIssue({ code: 'custom', message: 'A free event has no price: send price null or set isFree to false', path: ['price'] });
  }
};

/** PUT /api/events/{id} and the event form (docs/product/validation.md). Free events carry price null. */
export const eventInputSchema = eventFields.superRefine(freeEventsHaveNoPrice);
export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;

/**
 * POST /api/events: the form fields plus an optional client-generated id. Sending the same id
 * again with the same fields returns the stored event (a safe retry); with other fields, 409.
 */
export const eventCreateSchema = eventFields
  .extend({ id: z.uuid('Event id must be a uuid').optional() })
  .superRefine(freeEventsHaveNoPrice);
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventCreateData = z.output<typeof eventCreateSchema>;

export const eventIdParams = z.object({ id: z.uuid('Event id must be a uuid') });
export const eventImageParams = eventIdParams.extend({ imageId: z.uuid('Image id must be a uuid') });
/** Header of POST /api/events/{id}/images: a uuid the client keeps for one chosen file across retries. */
export const idempotencyKeySchema = z.uuid('Idempotency-Key must be a uuid');
