import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../db/columns';
import { User } from '../users/user.entity';
import { Community } from './community.entity';

/** A forum post. `type` says which of body, url or imageUrl carries the content (e.g. text, link, image). */
export const Post = defineEntity({
  name: 'Post',
  tableName: 'posts',
  properties: {
    id: idColumn(),
    community: p.manyToOne(Community).deleteRule('cascade').index(),
    author: p.manyToOne(User).deleteRule('cascade').index(),
    title: p.string().length(300),
    body: p.text().nullable(),
    type: p.string().length(20),
    url: p.text().nullable(),
    imageUrl: p.text().nullable(),
    isLocked: p.boolean().default(false),
    // Listings sort by newest first.
    createdAt: createdAtColumn().index(),
    updatedAt: updatedAtColumn(),
  },
});

export type PostEntity = InferEntity<typeof Post>;
