import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { MODEL_SLUG_MAX_LENGTH } from '../../shared/catalogue/schemas';
import { COMMUNITY_NAME_MAX_LENGTH } from '../../shared/community/schemas';
import { createdAtColumn, idColumn } from '../base/db/columns';

/** A forum section, e.g. "gto" or "restoration"; seeded reference data, plus one per catalogue model. */
export const Community = defineEntity({
  name: 'Community',
  tableName: 'communities',
  properties: {
    id: idColumn(),
    // As long as a model's slug: every catalogue model has a community under its own slug (model-communities.ts).
    slug: p.string().length(MODEL_SLUG_MAX_LENGTH).unique(),
    name: p.string().length(COMMUNITY_NAME_MAX_LENGTH),
    description: p.text(),
    createdAt: createdAtColumn(),
  },
});

export type CommunityEntity = InferEntity<typeof Community>;
