import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { commentResources, postResources } from '../../shared/community/resources';
import { signedInUser } from '../base/identity/guards';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { commentNotFound, postNotFound } from './guards';
import { isUuid } from '../base/ids';
import { toMyVote } from './post-stats';
import { hotRankSql } from './ranking';
import { openRateLimitedWrite } from '../base/limits/member-writes';

/** The two vote tables: which column names the target, and the unique (target, user) pair upserts rely on. */
const TABLES = {
  post: { votes: 'votes', target: 'post_id', targets: 'posts' },
  comment: { votes: 'comment_votes', target: 'comment_id', targets: 'comments' },
} as const;

/**
 * Sets the member's vote on one target (0 removes it) and returns the change in the target's total. The caller
 * has opened the write with openRateLimitedWrite, which locks the member's row: one member's votes run one at a
 * time, so the previous value read here cannot change before the upsert, and the unique (target, user) index
 * keeps one row per member whatever happens. The target is share-locked by key so it cannot be deleted midway.
 */
async function castVote(
  em: EntityManager,
  kind: keyof typeof TABLES,
  targetId: string,
  userId: string,
  value: -1 | 0 | 1,
): Promise<number> {
  const table = TABLES[kind];
  const [target] = await em.execute<Array<{ id: string }>>(`select id from ${table.targets} where id = ? for key share`, [targetId]);
  if (!target) throw kind === 'post' ? postNotFound() : commentNotFound();
  const [previous] = await em.execute<Array<{ value: number }>>(
    `select value from ${table.votes} where ${table.target} = ? and user_id = ?`,
    [targetId, userId],
  );
  if (value === 0) {
    await em.execute(`delete from ${table.votes} where ${table.target} = ? and user_id = ?`, [targetId, userId]);
  } else {
    await em.execute(
      `insert into ${table.votes} (${table.target}, user_id, value) values (?, ?, ?)
       on conflict (${table.target}, user_id) do update set value = excluded.value`,
      [targetId, userId, value],
    );
  }
  return value - (previous?.value ?? 0);
}

/** PUT /api/posts/{id}/vote and /api/comments/{id}/vote: members vote 1 or -1, or clear their vote with 0. */
export async function voteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(...served(app, postResources.vote), async (request) => {
    const user = signedInUser(request);
    const postId = request.params.id;
    if (!isUuid(postId)) throw postNotFound();
    const { value } = request.body;
    const voteCount = await request.em.transactional(async (em) => {
      await openRateLimitedWrite(em, user.id, 'vote');
      const delta = await castVote(em, 'post', postId, user.id, value);
      // The stored score (and the hot rank made from it) changes in the vote's own transaction.
      const [post] = await em.execute<Array<{ score: number }>>(
        `update posts set score = score + ?, hot_rank = ${hotRankSql('(score + ?)', 'created_at')} where id = ? returning score`,
        [delta, delta, delta, postId],
      );
      return post?.score ?? 0;
    });
    return { id: postId, voteCount, myVote: toMyVote(value) };
  });

  routes.put(...served(app, commentResources.vote), async (request) => {
    const user = signedInUser(request);
    const commentId = request.params.id;
    if (!isUuid(commentId)) throw commentNotFound();
    const { value } = request.body;
    const upvotes = await request.em.transactional(async (em) => {
      await openRateLimitedWrite(em, user.id, 'vote');
      await castVote(em, 'comment', commentId, user.id, value);
      const [sum] = await em.execute<Array<{ total: number }>>(
        'select coalesce(sum(value), 0)::int as total from comment_votes where comment_id = ?',
        [commentId],
      );
      return sum?.total ?? 0;
    });
    return { id: commentId, upvotes, myVote: toMyVote(value) };
  });
}
