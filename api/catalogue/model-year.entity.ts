import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { SourceRef } from '../../shared/catalogue/types';
import { createdAtColumn, idColumn, updatedAtColumn } from '../base/db/columns';
import { Model } from './model.entity';

/** One model year (/pontiac/{model}/{year}); table `years`. */
export const ModelYear = defineEntity({
  name: 'ModelYear',
  tableName: 'years',
  // The unique (model, year) index also serves lookups by model.
  uniques: [{ properties: ['model', 'year'] }],
  properties: {
    id: idColumn(),
    model: p.manyToOne(Model).deleteRule('cascade'),
    year: p.integer(),
    overview: p.text().nullable(),
    /** Key changes from the year before, one sentence each. */
    changes: p
      .json<string[]>()
      .onCreate(() => [])
      .defaultRaw(`'[]'`),
    productionNumbers: p.integer().nullable(),
    sources: p
      .json<SourceRef[]>()
      .onCreate(() => [])
      .defaultRaw(`'[]'`),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn().index(),
  },
});

export type ModelYearEntity = InferEntity<typeof ModelYear>;
