import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelDetail } from '../../shared/catalogue/responses';
import { Valuation } from '../valuations/valuation.entity';
import { toModelSummary } from './dto';
import type { ModelEntity } from './model.entity';
import { ModelYear } from './model-year.entity';
import { Trim } from './trim.entity';

const distinct = (values: string[]) => [...new Set(values)];

/** The model page's specs and market block, derived from its years, trims and value-guide rows. */
export async function buildModelDetail(em: EntityManager, model: ModelEntity): Promise<ModelDetail> {
  const [years, trims, valuations] = await Promise.all([
    em.find(ModelYear, { model }, { fields: ['year'], orderBy: { year: 'asc' } }),
    em.find(Trim, { year: { model } }, { fields: ['engineOptions', 'transmissionOptions'] }),
    em.find(Valuation, { modelSlug: model.slug }, { fields: ['goodValue', 'poorValue', 'excellentValue'] }),
  ]);
  const market = valuations.length
    ? {
        lowest: Math.min(...valuations.map((v) => v.poorValue)),
        highest: Math.max(...valuations.map((v) => v.excellentValue)),
        average: Math.round(valuations.reduce((sum, v) => sum + v.goodValue, 0) / valuations.length),
        valuationCount: valuations.length,
      }
    : null;
  return {
    ...toModelSummary(model),
    years: years.map((row) => row.year),
    engines: distinct(trims.flatMap((trim) => trim.engineOptions)),
    transmissions: distinct(trims.flatMap((trim) => trim.transmissionOptions)),
    market,
  };
}
