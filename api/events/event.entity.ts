import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';

/**
 * A meetup, car show or cruise (table `events`). Named MeetupEvent so it does not shadow the DOM `Event`.
 * price is in cents and only meaningful when isFree is false.
 */
export const MeetupEvent = defineEntity({
  name: 'MeetupEvent',
  tableName: 'events',
  // The list's keyset order, both ways; the trailing id makes it total. Also serves the .ics feed.
  indexes: [{ properties: ['eventDate', 'id'] }],
  properties: {
    id: idColumn(),
    organizer: p.manyToOne(User).deleteRule('cascade').index(),
    title: p.string().length(200),
    description: p.text(),
    eventDate: p.datetime(),
    location: p.string().length(200),
    address: p.string().length(200).nullable(),
    city: p.string().length(100).nullable(),
    state: p.string().length(50).nullable(),
    zipCode: p.string().length(20).nullable(),
    contactEmail: p.string().length(254).nullable(),
    contactPhone: p.string().length(40).nullable(),
    maxAttendees: p.integer().nullable(),
    isFree: p.boolean().default(true),
    price: p.integer().nullable(),
    // 'upcoming' or 'completed' (docs/product/states.md).
    status: p.string().length(20).default('upcoming'),
    // sha256 of the create request's canonical form, set when the client sent its own id (replay detection).
    createFingerprint: p.string().length(64).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export type MeetupEventEntity = InferEntity<typeof MeetupEvent>;
