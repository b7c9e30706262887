import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { SourceRef, TrimNote, TrimSpecs } from '../../shared/catalogue/types';
import { createdAtColumn, idColumn, updatedAtColumn } from '../base/db/columns';
import { ModelYear } from './model-year.entity';

/** A trim of a model year, addressed by `slug` at /pontiac/{model}/{year}/{trim}. */
export const Trim = defineEntity({
  name: 'Trim',
  tableName: 'trims',
  // The unique (year, slug) index also serves lookups by year.
  uniques: [{ properties: ['year', 'slug'] }],
  properties: {
    id: idColumn(),
    year: p.manyToOne(ModelYear).deleteRule('cascade'),
    name: p.string().length(100),
    slug: p.string().length(100),
    engineOptions: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    transmissionOptions: p
      .array()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    specs: p.json<TrimSpecs>().nullable(),
    issues: p
      .json<TrimNote[]>()
      .onCreate(() => [])
      .defaultRaw(`'[]'`),
    tips: p
      .json<TrimNote[]>()
      .onCreate(() => [])
      .defaultRaw(`'[]'`),
    sources: p
      .json<SourceRef[]>()
      .onCreate(() => [])
      .defaultRaw(`'[]'`),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn().index(),
  },
});

export type TrimEntity = InferEntity<typeof Trim>;
