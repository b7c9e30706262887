import type { EntityManager } from '@mikro-orm/postgresql';
import type { Comment } from '../../shared/community/thread-responses';
import type { MyVote, Post } from '../../shared/community/responses';
import { toMyVote } from './post-stats';

/**
 * A member's own votes, added to answers built for visitors (which the read cache keeps for everyone): the rest of a
 * post list or a post page is the same for every caller.
 */
export async function myPostVotes(em: EntityManager, viewerId: string, postIds: string[]): Promise<Map<string, MyVote>> {
  if (postIds.length === 0) return new Map();
  const rows = await em.execute<Array<{ post_id: string; value: number }>>(
    'select post_id, value from votes where user_id = ? and post_id in (?)',
    [viewerId, postIds],
  );
  return new Map(rows.map((row) => [row.post_id, toMyVote(row.value)]));
}

/** The member's votes on the comments of one post. */
export async function myCommentVotes(em: EntityManager, viewerId: string, postId: string): Promise<Map<string, MyVote>> {
  const rows = await em.execute<Array<{ comment_id: string; value: number }>>(
    `select v.comment_id, v.value from comment_votes v join comments c on c.id = v.comment_id
     where v.user_id = ? and c.post_id = ?`,
    [viewerId, postId],
  );
  return new Map(rows.map((row) => [row.comment_id, toMyVote(row.value)]));
}

export const withMyVote = <Item extends Pick<Post, 'id' | 'myVote'>>(item: Item, votes: Map<string, MyVote>): Item => ({
  ...item,
  myVote: votes.get(item.id) ?? 0,
});

/** The comment tree with the member's vote on every comment, at every level. */
export const withMyCommentVotes = (comments: Comment[], votes: Map<string, MyVote>): Comment[] =>
  comments.map((comment) => ({ ...withMyVote(comment, votes), replies: withMyCommentVotes(comment.replies, votes) }));
