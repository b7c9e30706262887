import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';
import { Post } from './post.entity';

/** One user's vote on a post: value +1 (up) or -1 (down). One vote per user and post. */
export const Vote = defineEntity({
  name: 'Vote',
  tableName: 'votes',
  // The unique (post, user) index also serves lookups by post.
  uniques: [{ properties: ['post', 'user'] }],
  checks: [{ name: 'votes_value_check', expression: 'abs(value) = 1' }],
  properties: {
    id: idColumn(),
    post: p.manyToOne(Post).deleteRule('cascade'),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    value: p.integer(),
    createdAt: createdAtColumn(),
  },
});

export type VoteEntity = InferEntity<typeof Vote>;
