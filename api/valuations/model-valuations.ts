import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelValuations } from '../catalogue';
import { Valuation } from './valuation.entity';

/**
 * What the catalogue needs of the value guide (app.ts hands it over: the value guide reads the catalogue, so the
 * catalogue does not import it back).
 */
export const modelValuations: ModelValuations = {
  figuresOf: (em: EntityManager, slug: string) =>
    em.find(Valuation, { modelSlug: slug }, { fields: ['goodValue', 'poorValue', 'excellentValue'] }),
  // Value-guide rows refer to models by slug: keep them attached through a rename.
  async moveToSlug(em: EntityManager, previous: string, next: string) {
    await em.nativeUpdate(Valuation, { modelSlug: previous }, { modelSlug: next });
  },
};
