import { z } from 'zod';
import { POST_TYPES, REPORT_TARGET_TYPES } from './forum-schemas';

/** One item of GET /api/communities (SPEC §3 Community), with the number of posts in it. */
export const communitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  postCount: z.number().int(),
});
export type Community = z.infer<typeof communitySchema>;
export const communityListSchema = z.array(communitySchema);

/** Who wrote a post or comment; `username` addresses the profile (/profile/{username}). */
export const authorSchema = z.object({ id: z.uuid(), name: z.string(), username: z.string() });
export type Author = z.infer<typeof authorSchema>;

/** The caller's own vote: 1 up, -1 down, 0 none (always 0 signed out). */
const myVoteSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type MyVote = z.infer<typeof myVoteSchema>;

/** SPEC §3 Post. `voteCount` is the sum of the votes (ups minus downs); dates are ISO strings. */
export const postSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string().nullable(),
  type: z.enum(POST_TYPES),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isLocked: z.boolean(),
  voteCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  community: z.object({ name: z.string(), slug: z.string() }),
  author: authorSchema,
  commentCount: z.number().int(),
  myVote: myVoteSchema,
});
export type Post = z.infer<typeof postSchema>;

/** GET /api/posts: one page. `nextCursor` is null on the last page; pass it back as `cursor` for the next. */
export const postPageSchema = z.object({
  items: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
export type PostPage = z.infer<typeof postPageSchema>;

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

/** Per-user posts (GET /api/users/{id}/posts, SPEC §3): the post plus its up and down vote counts. */
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
