import type { EntityManager } from '@mikro-orm/postgresql';
import type { Comment as CommentDto } from '../../shared/community/thread-responses';
import { Comment } from './comment.entity';
import { toComment } from './dto';
import { toMyVote } from './post-stats';

/** Vote sums and the viewer's own votes for some comments, in one grouped query. */
export async function commentVotes(em: EntityManager, commentIds: string[], viewerId: string | null) {
  const votes = new Map<string, { upvotes: number; myVote: CommentDto['myVote'] }>();
  if (commentIds.length === 0) return votes;
  const rows = await em.execute<Array<{ comment_id: string; total: number; mine: number | null }>>(
    `select comment_id, sum(value)::int as total, max(case when user_id = ? then value end) as mine
     from comment_votes where comment_id in (?) group by comment_id`,
    [viewerId, commentIds],
  );
  for (const row of rows) votes.set(row.comment_id, { upvotes: row.total, myVote: toMyVote(row.mine) });
  return votes;
}

/**
 * A post's comments as a tree: top-level comments with their replies nested by parentId, oldest first at every
 * level so a thread reads as a conversation. Built in one pass over one query, without recursion, so a deep
 * thread cannot exhaust the stack here (and the depth is capped when replying).
 */
export async function loadCommentTree(em: EntityManager, postId: string, viewerId: string | null): Promise<CommentDto[]> {
  const comments = await em.find(Comment, { post: postId }, { populate: ['author'], orderBy: { createdAt: 'asc', id: 'asc' } });
  const votes = await commentVotes(
    em,
    comments.map((comment) => comment.id),
    viewerId,
  );
  const nodes = new Map<string, CommentDto>();
  for (const comment of comments) nodes.set(comment.id, toComment(comment, votes.get(comment.id) ?? { upvotes: 0, myVote: 0 }));
  const roots: CommentDto[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}
