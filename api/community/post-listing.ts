import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { PostSort } from '../../shared/community/forum-limits';
import { communityTexts } from '../../shared/community/texts';
import { HttpError } from '../base/plugins/errors';

/**
 * GET /api/posts pages by keyset ("everything after this row"), never by offset: a post created while someone
 * pages cannot shift the rows they have not seen yet, so every post that existed when they started appears
 * exactly once. In New a post created meanwhile sorts ahead of the cursor and waits for the next first page;
 * in Top and Hot it may turn up on a later page, but never twice. A vote that moves a post across the cursor
 * between two fetches can still show it twice or not at all in Top and Hot; the next first page is right.
 *
 * Each order ends with the id so it is total, and each has its own index (post.entity.ts); the sort key of the
 * page's last row is the cursor. Timestamps travel as UTC text with microseconds and the hot rank as the
 * float's exact text, so the comparison in SQL sees exactly the stored values.
 */
const ORDERS: Record<PostSort, { orderBy: string; after: string }> = {
  new: {
    orderBy: 'p.created_at desc, p.id desc',
    after: '(p.created_at, p.id) < (?::timestamptz, ?::uuid)',
  },
  top: {
    orderBy: 'p.score desc, p.created_at desc, p.id desc',
    after: '(p.score, p.created_at, p.id) < (?::int, ?::timestamptz, ?::uuid)',
  },
  hot: {
    orderBy: 'p.hot_rank desc, p.id desc',
    after: '(p.hot_rank, p.id) < (?::float8, ?::uuid)',
  },
};

const INT4_MAX = 2_147_483_647;
const timestamp = z.iso.datetime({ precision: 6 });
const hotRankText = z
  .string()
  .max(40)
  .regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/)
  .refine((value) => Number.isFinite(Number(value)));
const score = z
  .number()
  .int()
  .min(-INT4_MAX - 1)
  .max(INT4_MAX);

/** What a cursor holds: its sort (a cursor is only valid for the order that made it), the key, the id. */
const cursorSchema = z.discriminatedUnion('sort', [
  z.object({ sort: z.literal('new'), key: z.tuple([timestamp]), id: z.uuid() }),
  z.object({ sort: z.literal('top'), key: z.tuple([score, timestamp]), id: z.uuid() }),
  z.object({ sort: z.literal('hot'), key: z.tuple([hotRankText]), id: z.uuid() }),
]);
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** Anything that is not a cursor of this sort is a 400 (a stale link, or a cursor from another tab's order). */
function decodeCursor(text: string, sort: PostSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, communityTexts.invalidCursor);
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success || cursor.data.sort !== sort) throw new HttpError(400, communityTexts.invalidCursor);
  return cursor.data;
}

interface KeyRow {
  id: string;
  created_at: string;
  score: number;
  hot_rank: string;
}

const cursorOf = (sort: PostSort, row: KeyRow): Cursor => {
  if (sort === 'new') return { sort, key: [row.created_at], id: row.id };
  if (sort === 'top') return { sort, key: [row.score, row.created_at], id: row.id };
  return { sort, key: [row.hot_rank], id: row.id };
};

/** One page of post ids in order, and the cursor of the next page (null on the last). */
export async function listPostIds(
  em: EntityManager,
  options: { communityId: string | null; sort: PostSort; cursor: string | undefined; limit: number },
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const order = ORDERS[options.sort];
  const where: string[] = [];
  const params: Array<string | number> = [];
  if (options.communityId) {
    where.push('p.community_id = ?');
    params.push(options.communityId);
  }
  if (options.cursor) {
    const cursor = decodeCursor(options.cursor, options.sort);
    where.push(order.after);
    params.push(...cursor.key, cursor.id);
  }
  // One row more than asked says whether there is a next page.
  params.push(options.limit + 1);
  const rows = await em.execute<KeyRow[]>(
    `select p.id,
       to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
       p.score,
       p.hot_rank::text as hot_rank
     from posts p
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by ${order.orderBy}
     limit ?`,
    params,
  );
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    ids: page.map((row) => row.id),
    nextCursor: rows.length > options.limit && last ? encodeCursor(cursorOf(options.sort, last)) : null,
  };
}
