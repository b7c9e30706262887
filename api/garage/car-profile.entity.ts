import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { GARAGE_MAX_PHOTOS } from '../../shared/users/account-schemas';
import { createdAtColumn, idColumn } from '../db/columns';
import { User } from '../users/user.entity';

/** A car in a user's garage. modelSlug is free text (not a foreign key) so a car survives catalogue edits. */
export const CarProfile = defineEntity({
  name: 'CarProfile',
  tableName: 'car_profiles',
  // The routes check the photo limit under a row lock; the database refuses a sixth photo whoever writes it.
  checks: [{ name: 'car_profiles_photos_max', expression: `cardinality(photos) <= ${GARAGE_MAX_PHOTOS}` }],
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
    createdAt: createdAtColumn(),
  },
});

export type CarProfileEntity = InferEntity<typeof CarProfile>;
