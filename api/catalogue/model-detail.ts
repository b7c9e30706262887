import type { EntityManager } from '@mikro-orm/postgresql';
import { deriveModelDetail } from '../../shared/catalogue/model-detail';
import type { ModelDetail } from '../../shared/catalogue/responses';
import type { ModelDetailSources } from '../../shared/catalogue/model-detail';
import { toModelSummary } from './dto';
import type { ModelEntity } from './model.entity';
import { loadModelPictureSources } from './model-picture';
import { ModelYear } from './model-year.entity';
import { Trim } from './trim.entity';

/** What the catalogue needs of the value guide: a model's figures, and keeping its rows through a rename. */
export interface ModelValuations {
  figuresOf(em: EntityManager, slug: string): Promise<ModelDetailSources['valuations']>;
  moveToSlug(em: EntityManager, previous: string, next: string): Promise<void>;
}

/** The model page's specs and market block, derived from its years, trims and value-guide rows. */
export async function buildModelDetail(em: EntityManager, model: ModelEntity, modelValuations: ModelValuations): Promise<ModelDetail> {
  const [years, trims, valuations, pictures] = await Promise.all([
    em.find(ModelYear, { model }, { fields: ['year'], orderBy: { year: 'asc' } }),
    // The year page's order within a year: the offline mirror derives the same engine list from it.
    em.find(
      Trim,
      { year: { model } },
      { fields: ['engineOptions', 'transmissionOptions'], orderBy: { year: { year: 'asc' }, createdAt: 'asc', name: 'asc' } },
    ),
    modelValuations.figuresOf(em, model.slug),
    loadModelPictureSources(em, [model]),
  ]);
  return deriveModelDetail(toModelSummary(model, pictures), { years: years.map((row) => row.year), trims, valuations });
}
