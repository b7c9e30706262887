import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { BodyStyle } from '../../shared/catalogue/body-styles';
import { MODEL_NAME_MAX_LENGTH, MODEL_SLUG_MAX_LENGTH } from '../../shared/catalogue/schemas';
import { createdAtColumn, idColumn, updatedAtColumn } from '../base/db/columns';

/** A Pontiac model line (GTO, Firebird...), addressed by slug at /pontiac/{slug}. */
export const Model = defineEntity({
  name: 'Model',
  tableName: 'models',
  properties: {
    id: idColumn(),
    slug: p.string().length(MODEL_SLUG_MAX_LENGTH).unique(),
    name: p.string().length(MODEL_NAME_MAX_LENGTH),
    firstYear: p.integer(),
    lastYear: p.integer(),
    description: p.text().nullable(),
    heroImage: p.text().nullable(),
    featured: p.boolean().default(false),
    bodyStyles: p
      .array<BodyStyle>()
      .onCreate(() => [])
      .defaultRaw(`'{}'`),
    createdAt: createdAtColumn(),
    // The offline mirror syncs by updatedSince.
    updatedAt: updatedAtColumn().index(),
  },
});

export type ModelEntity = InferEntity<typeof Model>;
