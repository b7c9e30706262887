import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { idColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';
import { Valuation } from './valuation.entity';

/**
 * One set of a value-guide row's figures that an admin replaced: what they were, what they rested on and
 * their market date, kept for the row's history chart. Goes with its row; outlives the admin who replaced it.
 */
export const ValuationHistory = defineEntity({
  name: 'ValuationHistory',
  tableName: 'valuation_history',
  indexes: [{ properties: ['valuation', 'replacedAt'] }],
  properties: {
    id: idColumn(),
    valuation: p.manyToOne(Valuation).deleteRule('cascade'),
    excellentValue: p.integer(),
    goodValue: p.integer(),
    fairValue: p.integer(),
    poorValue: p.integer(),
    source: p.text(),
    asOf: p.date(),
    replacedAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
    replacedBy: p.manyToOne(User).nullable().deleteRule('set null').index(),
  },
});

export type ValuationHistoryEntity = InferEntity<typeof ValuationHistory>;
