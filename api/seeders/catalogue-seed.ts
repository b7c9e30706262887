import type { EntityManager } from '@mikro-orm/postgresql';
import { yearContentSchema, type YearContent } from '../../shared/catalogue/reference-schemas';
import { slugify } from '../../shared/catalogue/slug';
import { valuationContentSchema, type ValuationContent } from '../../shared/catalogue/valuation-schemas';
import { valueEvidenceTexts } from '../../shared/valuations/texts';
import { Model } from '../catalogue/model.entity';
import { ModelYear } from '../catalogue/model-year.entity';
import { Trim } from '../catalogue/trim.entity';
import { Valuation } from '../valuations/valuation.entity';

/** Inserts the years and trims of each model that are missing; existing rows (maybe edited) are kept. */
export async function seedYearsAndTrims(em: EntityManager, yearsByModel: Record<string, YearContent[]>) {
  for (const [modelSlug, years] of Object.entries(yearsByModel)) {
    const model = await em.findOneOrFail(Model, { slug: modelSlug });
    for (const content of years) {
      const year = yearContentSchema.parse(content);
      await em
        .createQueryBuilder(ModelYear)
        .insert({
          model: model.id,
          year: year.year,
          overview: year.overview,
          changes: year.changes,
          productionNumbers: year.productionNumbers ?? null,
          sources: year.sources,
        })
        .onConflict(['model_id', 'year'])
        .ignore()
        .execute();
      const yearRow = await em.findOneOrFail(ModelYear, { model, year: year.year }, { fields: ['id'] });
      if (!year.trims.length) continue;
      await em
        .createQueryBuilder(Trim)
        .insert(
          year.trims.map((trim) => ({
            year: yearRow.id,
            name: trim.name,
            slug: slugify(trim.name),
            // The option lists are the spec tables' names, each once (one engine can have two rows, e.g. per transmission).
            engineOptions: [...new Set(trim.specs.engines.map((engine) => engine.name))],
            transmissionOptions: trim.specs.transmissions,
            specs: trim.specs,
            issues: trim.issues,
            tips: trim.tips,
            sources: trim.sources,
          })),
        )
        .onConflict(['year_id', 'slug'])
        .ignore()
        .execute();
    }
  }
}

/**
 * The seeded value-guide rows are the editors' rounded estimates (see the data files): each says so as its source
 *, with the market date of its last update.
 */
export async function seedValuations(em: EntityManager, valuations: ValuationContent[]) {
  if (!valuations.length) return;
  const rows = valuations.map((content) => {
    const valuation = valuationContentSchema.parse(content);
    return { ...valuation, notes: valuation.notes ?? null, source: valueEvidenceTexts.seededSource, asOf: valuation.lastUpdated };
  });
  await em.createQueryBuilder(Valuation).insert(rows).onConflict(['model_slug', 'year', 'trim']).ignore().execute();
}
