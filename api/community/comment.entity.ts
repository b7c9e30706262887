import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';
import { Post } from './post.entity';

/** A comment on a post; `parent` makes it a reply, and deleting a comment deletes its replies. */
export const Comment = defineEntity({
  name: 'Comment',
  tableName: 'comments',
  properties: {
    id: idColumn(),
    post: p.manyToOne(Post).deleteRule('cascade').index(),
    author: p.manyToOne(User).deleteRule('cascade').index(),
    parent: () => p.manyToOne(Comment).nullable().deleteRule('cascade').index(),
    body: p.text(),
    // Set when a moderator removed the comment (see Post.removedAt).
    removedAt: p.datetime().nullable(),
    // sha256 of the create request, set when the client sent its own id (replay detection, see fingerprint.ts).
    createFingerprint: p.string().length(64).nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export type CommentEntity = InferEntity<typeof Comment>;
