import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';

/**
 * An uploaded or referenced image attached to any record (ownerType + ownerId, e.g. 'trim' + id).
 * Polymorphic, so no foreign key: whoever deletes the owner also deletes its media.
 */
export const Media = defineEntity({
  name: 'Media',
  tableName: 'media',
  indexes: [{ properties: ['ownerType', 'ownerId'] }],
  properties: {
    id: idColumn(),
    ownerType: p.string().length(30),
    ownerId: p.uuid(),
    url: p.text(),
    caption: p.text().nullable(),
    credit: p.text().nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    createdAt: createdAtColumn(),
  },
});

export type MediaEntity = InferEntity<typeof Media>;
