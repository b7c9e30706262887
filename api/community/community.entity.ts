import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { COMMUNITY_NAME_MAX_LENGTH, COMMUNITY_SLUG_MAX_LENGTH } from '../../shared/community/schemas';
import { createdAtColumn, idColumn } from '../db/columns';

/** A forum section, e.g. "gto" or "restoration"; seeded reference data. */
export const Community = defineEntity({
  name: 'Community',
  tableName: 'communities',
  properties: {
    id: idColumn(),
    slug: p.string().length(COMMUNITY_SLUG_MAX_LENGTH).unique(),
    name: p.string().length(COMMUNITY_NAME_MAX_LENGTH),
    description: p.text(),
    createdAt: createdAtColumn(),
  },
});

export type CommunityEntity = InferEntity<typeof Community>;
