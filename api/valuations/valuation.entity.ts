import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../base/db/columns';

/** Market values in whole USD for one model/year/trim, by condition (value guide). */
export const Valuation = defineEntity({
  name: 'Valuation',
  tableName: 'valuations',
  uniques: [{ properties: ['modelSlug', 'year', 'trim'] }],
  properties: {
    id: idColumn(),
    modelSlug: p.string().length(100),
    year: p.integer(),
    trim: p.string().length(100),
    excellentValue: p.integer(),
    goodValue: p.integer(),
    fairValue: p.integer(),
    poorValue: p.integer(),
    notes: p.text().nullable(),
    // A calendar date (YYYY-MM-DD), not a timestamp: when the row last changed.
    lastUpdated: p.date(),
    // What the figures rest on, and the market date they describe (YYYY-MM-DD).
    source: p.text(),
    asOf: p.date(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn().index(),
  },
});

export type ValuationEntity = InferEntity<typeof Valuation>;
