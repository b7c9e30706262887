import type { EventDetail } from '@shared/events/responses';
import { eventInputSchema } from '@shared/events/schemas';
import { DEFAULT_EVENT_STATUS, type EventStatus } from '@shared/events/status';

/** What the event form edits: text as typed (numbers and the local date and time too), then checked with the shared schema. */
export interface EventFormValues {
  title: string;
  description: string;
  /** `datetime-local` value, in the device's time zone: YYYY-MM-DDTHH:mm. */
  eventDate: string;
  location: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  contactEmail: string;
  contactPhone: string;
  maxAttendees: string;
  isFree: boolean;
  /** Cents, as docs/product/validation.md has it entered. */
  price: string;
  status: EventStatus;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the `datetime-local` text of the device's time zone. */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` text (read in the device's time zone) as an ISO instant; unreadable text is passed on for the schema to refuse. */
export function toIsoInstant(local: string): string {
  if (local.trim() === '') return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** An empty number field is "not given"; anything else is read as a number (NaN is refused by the schema). */
const toNumber = (text: string) => (text.trim() === '' ? null : Number(text));

export function initialEventValues(event?: EventDetail): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    eventDate: event ? toLocalDateTime(event.eventDate) : '',
    location: event?.location ?? '',
    address: event?.address ?? '',
    city: event?.city ?? '',
    state: event?.state ?? '',
    zipCode: event?.zipCode ?? '',
    contactEmail: event?.contactEmail ?? '',
    contactPhone: event?.contactPhone ?? '',
    maxAttendees: event?.maxAttendees == null ? '' : String(event.maxAttendees),
    isFree: event?.isFree ?? true,
    price: event?.price == null ? '' : String(event.price),
    status: event?.status ?? DEFAULT_EVENT_STATUS,
  };
}

/** docs/product/validation.md checks, with the exact messages; a free event sends no price. */
export function parseEventForm(values: EventFormValues) {
  return eventInputSchema.safeParse({
    ...values,
    eventDate: toIsoInstant(values.eventDate),
    maxAttendees: toNumber(values.maxAttendees),
    price: values.isFree ? null : toNumber(values.price),
  });
}
