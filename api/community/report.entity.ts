import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';

/** A user's report of a post or comment (targetType + targetId; polymorphic, so no foreign key). */
export const Report = defineEntity({
  name: 'Report',
  tableName: 'reports',
  // One report per member and target; the index also serves lookups by target.
  uniques: [{ properties: ['targetType', 'targetId', 'reporter'] }],
  // The admin panel lists reports newest first, a page at a time (keyset on createdAt, id).
  indexes: [{ properties: ['createdAt', 'id'] }],
  properties: {
    id: idColumn(),
    targetType: p.string().length(20),
    targetId: p.uuid(),
    reporter: p.manyToOne(User).deleteRule('cascade').index(),
    reason: p.text(),
    // The admin panel filters and counts pending reports.
    status: p.string().length(20).default('pending').index(),
    createdAt: createdAtColumn(),
  },
});

export type ReportEntity = InferEntity<typeof Report>;
