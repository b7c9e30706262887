import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';
import { Comment } from './comment.entity';

/** One user's vote on a comment: value +1 (up) or -1 (down). One vote per user and comment. */
export const CommentVote = defineEntity({
  name: 'CommentVote',
  tableName: 'comment_votes',
  // The unique (comment, user) index also serves lookups and sums by comment.
  uniques: [{ properties: ['comment', 'user'] }],
  checks: [{ name: 'comment_votes_value_check', expression: 'abs(value) = 1' }],
  properties: {
    id: idColumn(),
    comment: p.manyToOne(Comment).deleteRule('cascade'),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    value: p.integer(),
    createdAt: createdAtColumn(),
  },
});

export type CommentVoteEntity = InferEntity<typeof CommentVote>;
