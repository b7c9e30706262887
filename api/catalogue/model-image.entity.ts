import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';
import { Model } from './model.entity';

/**
 * A gallery image of a model. At most one per model is featured (docs/product/states.md); the partial unique
 * index enforces it, so "set featured" must clear the old one first in the same transaction.
 */
export const ModelImage = defineEntity({
  name: 'ModelImage',
  tableName: 'model_images',
  indexes: [{ properties: ['model', 'displayOrder'] }],
  uniques: [
    {
      name: 'model_images_one_featured_per_model',
      expression: 'create unique index "model_images_one_featured_per_model" on "model_images" ("model_id") where "is_featured"',
    },
  ],
  properties: {
    id: idColumn(),
    model: p.manyToOne(Model).deleteRule('cascade'),
    imageUrl: p.text(),
    /** The small copy cards show (api/base/uploads/image-store.ts); null for images uploaded before copies were made. */
    cardImageUrl: p.text().nullable(),
    /** The medium copy a phone's model page header shows; null for images uploaded before it was made. */
    mediumImageUrl: p.text().nullable(),
    caption: p.text().nullable(),
    displayOrder: p.integer().default(0),
    isFeatured: p.boolean().default(false),
    createdAt: createdAtColumn(),
  },
});

export type ModelImageEntity = InferEntity<typeof ModelImage>;
