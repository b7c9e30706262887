import { z } from 'zod';
import { postDetailSchema, type Comment } from '@shared/community/thread-responses';
import { postPageSchema, type Post } from '@shared/community/responses';

/**
 * Edits of cached forum answers, for optimistic votes. A listing is cached as pages (useInfiniteQuery), a post as
 * its raw JSON: both are read through their shared schema first, so nothing is cast and anything else is left alone.
 */

const postPagesSchema = z.object({ pages: z.array(postPageSchema), pageParams: z.array(z.unknown()) });

export type PostPatch = Partial<Pick<Post, 'voteCount' | 'myVote' | 'commentCount'>>;
export type CommentPatch = Partial<Pick<Comment, 'upvotes' | 'myVote'>>;

export function patchPost(data: unknown, id: string, patch: PostPatch): unknown {
  const listing = postPagesSchema.safeParse(data);
  if (listing.success) {
    const pages = listing.data.pages.map((page) => ({
      ...page,
      items: page.items.map((post) => (post.id === id ? { ...post, ...patch } : post)),
    }));
    return { ...listing.data, pages };
  }
  const detail = postDetailSchema.safeParse(data);
  if (detail.success && detail.data.id === id) return { ...detail.data, ...patch };
  return data;
}

const patchTree = (comments: Comment[], id: string, patch: CommentPatch): Comment[] =>
  comments.map((comment) =>
    comment.id === id ? { ...comment, ...patch } : { ...comment, replies: patchTree(comment.replies, id, patch) },
  );

export function patchComment(data: unknown, id: string, patch: CommentPatch): unknown {
  const detail = postDetailSchema.safeParse(data);
  if (!detail.success) return data;
  return { ...detail.data, comments: patchTree(detail.data.comments, id, patch) };
}
