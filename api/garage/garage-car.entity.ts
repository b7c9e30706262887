import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { GARAGE_MAX_PHOTOS } from '../../shared/users/account-schemas';
import { createdAtColumn, idColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';

/** A car in a user's garage. modelSlug is free text (not a foreign key) so a car survives catalogue edits. */
export const GarageCar = defineEntity({
  name: 'GarageCar',
  tableName: 'garage_cars',
  // The routes check the photo limit under a row lock; the database refuses a sixth photo whoever writes it.
  checks: [
    { name: 'garage_cars_photos_max', expression: `cardinality(photos) <= ${GARAGE_MAX_PHOTOS}` },
    // The value guide's tiers #1 to #4 (shared/valuations/car-value.ts); null when the owner has not said.
    { name: 'garage_cars_condition_check', expression: 'condition between 1 and 4' },
  ],
  // Owners' cars of a model and the model's garage picture look cars up by model.
  indexes: [{ properties: ['modelSlug', 'createdAt'] }],
  properties: {
    id: idColumn(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    modelSlug: p.string().length(100),
    year: p.integer(),
    trim: p.string().length(100).nullable(),
    engine: p.string().length(120).nullable(),
    exteriorColor: p.string().length(60).nullable(),
    notes: p.text().nullable(),
    photos: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    // When a photo was last added: a model without a picture of its own shows its newest garage photo.
    lastPhotoAddedAt: p.datetime().nullable(),
    condition: p.smallint().nullable(),
    // Stored as typed (upper-cased), even when it disagrees with the car: the answer flags the difference.
    vin: p.string().length(17).nullable(),
    createdAt: createdAtColumn(),
  },
});

export type GarageCarEntity = InferEntity<typeof GarageCar>;
