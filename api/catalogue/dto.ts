import type { TrimDetail, YearDetail } from '../../shared/catalogue/reference-responses';
import type { ModelImage, ModelSummary } from '../../shared/catalogue/responses';
import type { ModelImageEntity } from './model-image.entity';
import { pictureOfModel, type ModelPictureSources } from './model-picture';
import type { ModelYearEntity } from './model-year.entity';
import type { ModelEntity } from './model.entity';
import type { TrimEntity } from './trim.entity';

/** `pictures`: where the model's picture may come from, loaded for this model among others (see model-picture.ts). */
export const toModelSummary = (model: ModelEntity, pictures: ModelPictureSources): ModelSummary => ({
  ...pictureOfModel(model, pictures),
  id: model.id,
  slug: model.slug,
  name: model.name,
  description: model.description ?? null,
  heroImage: model.heroImage ?? null,
  firstYear: model.firstYear,
  lastYear: model.lastYear,
  featured: model.featured,
  bodyStyles: model.bodyStyles,
  updatedAt: model.updatedAt.toISOString(),
});

export const toModelImage = (image: ModelImageEntity): ModelImage => ({
  id: image.id,
  imageUrl: image.imageUrl,
  caption: image.caption ?? null,
  isFeatured: image.isFeatured,
  displayOrder: image.displayOrder,
});

/** GET /api/models/{slug}/years/{year}; `trims` in page order, the year's model loaded. */
export const toYearDetail = (modelYear: ModelYearEntity, trims: readonly TrimEntity[]): YearDetail => ({
  model: { slug: modelYear.model.slug, name: modelYear.model.name },
  year: modelYear.year,
  overview: modelYear.overview ?? null,
  changes: modelYear.changes,
  productionNumbers: modelYear.productionNumbers ?? null,
  sources: modelYear.sources,
  trims: trims.map((trim) => ({
    slug: trim.slug,
    name: trim.name,
    engineOptions: trim.engineOptions,
    transmissionOptions: trim.transmissionOptions,
  })),
  updatedAt: modelYear.updatedAt.toISOString(),
});

/** GET /api/models/{slug}/years/{year}/trims/{trim}; the trim's year and model loaded. */
export const toTrimDetail = (trim: TrimEntity): TrimDetail => ({
  model: { slug: trim.year.model.slug, name: trim.year.model.name },
  year: trim.year.year,
  slug: trim.slug,
  name: trim.name,
  engineOptions: trim.engineOptions,
  transmissionOptions: trim.transmissionOptions,
  specs: trim.specs ?? null,
  issues: trim.issues,
  tips: trim.tips,
  sources: trim.sources,
  updatedAt: trim.updatedAt.toISOString(),
});
