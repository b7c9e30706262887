import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../db/columns';
import { User } from '../users/user.entity';

/** A car in a user's garage. modelSlug is free text (not a foreign key) so a car survives catalogue edits. */
export const CarProfile = defineEntity({
  name: 'CarProfile',
  tableName: 'car_profiles',
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
