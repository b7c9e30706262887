import type { EntityManager } from '@mikro-orm/postgresql';
import { deriveModelDetail } from '../../shared/catalogue/model-detail';
import type { ModelDetail } from '../../shared/catalogue/responses';
import { Valuation } from '../valuations/valuation.entity';
import { toModelSummary } from './dto';
import type { ModelEntity } from './model.entity';
import { loadModelPictureSources } from './model-picture';
import { ModelYear } from './model-year.entity';
import { Trim } from './trim.entity';

/** The model page's specs and market block, derived from its years, trims and value-guide rows. */
export async function buildModelDetail(em: EntityManager, model: ModelEntity): Promise<ModelDetail> {
  const [years, trims, valuations, pictures] = await Promise.all([
    em.find(ModelYear, { model }, { fields: ['year'], orderBy: { year: 'asc' } }),
    // The year page's order within a year: the offline mirror derives the same engine list from it.
    em.find(
      Trim,
      { year: { model } },
      { fields: ['engineOptions', 'transmissionOptions'], orderBy: { year: { year: 'asc' }, createdAt: 'asc', name: 'asc' } },
    ),
    em.find(Valuation, { modelSlug: model.slug }, { fields: ['goodValue', 'poorValue', 'excellentValue'] }),
    loadModelPictureSources(em, [model]),
  ]);
  return deriveModelDetail(toModelSummary(model, pictures), { years: years.map((row) => row.year), trims, valuations });
}
