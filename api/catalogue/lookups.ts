import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { catalogueTexts } from '../../shared/catalogue/texts';
import { HttpError } from '../base/plugins/errors';
import { Model } from './model.entity';
import { ModelYear } from './model-year.entity';
import { Trim } from './trim.entity';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** docs/product/api.md addresses a model by slug on pages and by id in admin and image calls; both work. */
export async function findModelOr404(em: EntityManager, slugOrId: string) {
  const model = await em.findOne(Model, isUuid(slugOrId) ? { id: slugOrId } : { slug: slugOrId });
  if (!model) throw new HttpError(404, catalogueTexts.modelNotFound(slugOrId));
  return model;
}

/** A missing year names the model as readers know it; a missing model says so instead. */
export async function findYearOr404(em: EntityManager, modelSlug: string, year: number) {
  const modelYear = await em.findOne(ModelYear, { model: { slug: modelSlug }, year }, { populate: ['model'] });
  if (modelYear) return modelYear;
  const model = await em.findOne(Model, { slug: modelSlug });
  throw new HttpError(404, model ? catalogueTexts.yearNotFound(year, model.name) : catalogueTexts.modelNotFound(modelSlug));
}

export async function findTrimOr404(em: EntityManager, modelSlug: string, year: number, trimSlug: string) {
  const trim = await em.findOne(Trim, { slug: trimSlug, year: { year, model: { slug: modelSlug } } }, { populate: ['year', 'year.model'] });
  if (!trim) throw new HttpError(404, `No trim "${trimSlug}" for the ${year} ${modelSlug}.`);
  return trim;
}
