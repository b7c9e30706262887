import type { EventDetail, EventImage } from '../../shared/events/responses';
import type { EventStatus } from '../../shared/events/status';
import { EVENT_STATUSES } from '../../shared/events/status';
import type { EventImageEntity } from './event-image.entity';
import type { MeetupEventEntity } from './event.entity';

/** The column is free text; anything unknown is reported as the default rather than failing the response. */
export const toStatus = (status: string): EventStatus => EVENT_STATUSES.find((known) => known === status) ?? 'upcoming';

/** The event's organizer must be loaded; `isShow`: whether it is a car show (`eventIsShow`). */
export const toEventDetail = (event: MeetupEventEntity, isShow: boolean): EventDetail => ({
  id: event.id,
  organizerId: event.organizer.id,
  organizer: { name: event.organizer.name },
  title: event.title,
  description: event.description,
  eventDate: event.eventDate.toISOString(),
  location: event.location,
  address: event.address ?? null,
  city: event.city ?? null,
  state: event.state ?? null,
  zipCode: event.zipCode ?? null,
  contactEmail: event.contactEmail ?? null,
  contactPhone: event.contactPhone ?? null,
  maxAttendees: event.maxAttendees ?? null,
  isFree: event.isFree,
  price: event.price ?? null,
  status: toStatus(event.status),
  isShow,
  createdAt: event.createdAt.toISOString(),
  updatedAt: event.updatedAt.toISOString(),
});

export const toEventImage = (image: EventImageEntity): EventImage => ({
  id: image.id,
  imageUrl: image.imageUrl,
  caption: image.caption ?? null,
  displayOrder: image.displayOrder,
});
