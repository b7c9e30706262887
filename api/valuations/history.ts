import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ValuationPoint } from '../../shared/valuations/schemas';
import { toValuationPoint } from './dto';
import { ValuationHistory, type ValuationHistoryEntity } from './valuation-history.entity';

/**
 * The earlier figures of value-guide rows, by row id, oldest first (in the order they were replaced), in one query
 * whatever the number of rows: `where` narrows which rows' history is read (all of them without it).
 */
export async function historyByValuation(
  em: EntityManager,
  where: FilterQuery<ValuationHistoryEntity> = {},
): Promise<Map<string, ValuationPoint[]>> {
  const points = await em.find(ValuationHistory, where, { orderBy: { replacedAt: 'asc', id: 'asc' } });
  const byValuation = new Map<string, ValuationPoint[]>();
  for (const point of points) {
    const list = byValuation.get(point.valuation.id) ?? [];
    list.push(toValuationPoint(point));
    byValuation.set(point.valuation.id, list);
  }
  return byValuation;
}
