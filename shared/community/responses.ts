import { z } from 'zod';
import { POST_TYPES } from './forum-limits';

/** One item of GET /api/communities (docs/product/entities.md Community), with the number of posts in it. */
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
export const myVoteSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type MyVote = z.infer<typeof myVoteSchema>;

/** docs/product/entities.md Post. `voteCount` is the sum of the votes (ups minus downs); dates are ISO strings. */
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
