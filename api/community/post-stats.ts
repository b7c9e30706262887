import type { EntityManager } from '@mikro-orm/postgresql';
import type { MyVote } from '../../shared/community/responses';

/** What a post's answer adds to its row: counts over other tables and the caller's own vote. */
export interface PostStats {
  commentCount: number;
  upvoteCount: number;
  downvoteCount: number;
  myVote: MyVote;
}

const NO_STATS: PostStats = { commentCount: 0, upvoteCount: 0, downvoteCount: 0, myVote: 0 };
export const statsOf = (stats: Map<string, PostStats>, postId: string): PostStats => stats.get(postId) ?? NO_STATS;

export const toMyVote = (value: number | null | undefined): MyVote => (value === 1 ? 1 : value === -1 ? -1 : 0);

/** The stats of a page of posts in one query (grouped counts through the post_id indexes), never one per post. */
export async function postStats(em: EntityManager, postIds: string[], viewerId: string | null): Promise<Map<string, PostStats>> {
  if (postIds.length === 0) return new Map();
  const rows = await em.execute<Array<{ id: string; comments: number; ups: number; downs: number; mine: number | null }>>(
    `select p.id,
       (select count(*)::int from comments c where c.post_id = p.id) as comments,
       (select count(*)::int from votes v where v.post_id = p.id and v.value > 0) as ups,
       (select count(*)::int from votes v where v.post_id = p.id and v.value < 0) as downs,
       (select v.value from votes v where v.post_id = p.id and v.user_id = ?) as mine
     from posts p where p.id in (?)`,
    [viewerId, postIds],
  );
  return new Map(
    rows.map((row) => [row.id, { commentCount: row.comments, upvoteCount: row.ups, downvoteCount: row.downs, myVote: toMyVote(row.mine) }]),
  );
}
