import { z } from 'zod';
import { REPORT_TARGET_TYPES } from './forum-limits';
import { authorSchema, myVoteSchema, postSchema, type Author, type MyVote } from './responses';

/**
 * A post's page (its comment tree), a member's posts, votes and reports: apart from responses.ts, whose lists (home's
 * latest posts, a community's page) need none of them.
 */

/** A comment with its replies, oldest first at every level; `upvotes` is the sum of its votes. */
export interface Comment {
  id: string;
  parentId: string | null;
  body: string;
  createdAt: string;
  updatedAt: string;
  author: Author;
  upvotes: number;
  myVote: MyVote;
  replies: Comment[];
}
export const commentSchema: z.ZodType<Comment> = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: authorSchema,
  upvotes: z.number().int(),
  myVote: myVoteSchema,
  get replies() {
    return z.array(commentSchema);
  },
});

/** GET /api/posts/{id}: the post and its comment tree (top-level comments, each with its replies). */
export const postDetailSchema = postSchema.extend({ comments: z.array(commentSchema) });
export type PostDetail = z.infer<typeof postDetailSchema>;

/** Per-user posts (GET /api/users/{id}/posts, docs/product/entities.md): the post plus its up and down vote counts. */
export const userPostSchema = postSchema.extend({
  upvoteCount: z.number().int(),
  downvoteCount: z.number().int(),
});
export type UserPost = z.infer<typeof userPostSchema>;
export const userPostListSchema = z.array(userPostSchema);

/** The answer of a vote: the target's new total and the caller's vote. */
export const postVoteResultSchema = z.object({ id: z.uuid(), voteCount: z.number().int(), myVote: myVoteSchema });
export const commentVoteResultSchema = z.object({ id: z.uuid(), upvotes: z.number().int(), myVote: myVoteSchema });

/** POST /api/reports. */
export const reportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.uuid(),
  reason: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
