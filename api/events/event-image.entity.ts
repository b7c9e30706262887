import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';
import { MeetupEvent } from './event.entity';

/** A photo of an event (at most 5 per event, enforced by the API). */
export const EventImage = defineEntity({
  name: 'EventImage',
  tableName: 'event_images',
  indexes: [{ properties: ['event', 'displayOrder'] }],
  properties: {
    id: idColumn(),
    event: p.manyToOne(MeetupEvent).deleteRule('cascade'),
    imageUrl: p.text(),
    caption: p.text().nullable(),
    displayOrder: p.integer().default(0),
    // The upload's Idempotency-Key header, so a replayed upload returns this image instead of adding another.
    idempotencyKey: p.uuid().nullable().unique(),
    createdAt: createdAtColumn(),
  },
});

export type EventImageEntity = InferEntity<typeof EventImage>;
