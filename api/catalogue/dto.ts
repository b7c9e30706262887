import type { ModelImage, ModelSummary } from '../../shared/catalogue/responses';
import type { ModelImageEntity } from './model-image.entity';
import type { ModelEntity } from './model.entity';

export const toModelSummary = (model: ModelEntity): ModelSummary => ({
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
