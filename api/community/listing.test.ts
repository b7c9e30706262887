import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PostSort } from '../../shared/community/forum-limits';
import type { PostPage } from '../../shared/community/responses';
import { createTestApp, type TestContext } from '../test/test-app';
import { createPost, forgetRateLimits, insertPosts, newMember, type Member } from './community-fixture';
import { hotRankSql } from './ranking';

let ctx: TestContext;
let author: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  author = await newMember(ctx);
});
beforeEach(async () => {
  await forgetRateLimits(ctx);
  // Each test lists from an empty forum.
  await ctx.orm.em.fork().execute('delete from posts');
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

async function page(query: string) {
  const response = await ctx.api.get(`/api/posts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostPage>();
}
const titles = (result: PostPage) => result.items.map((post) => post.title);

describe('GET /api/posts orders', () => {
  it('lists the latest first by default (New)', async () => {
    await insertPosts(ctx, author.id, [
      { title: 'old', createdAt: hoursAgo(30) },
      { title: 'newest', createdAt: hoursAgo(1) },
      { title: 'middle', createdAt: hoursAgo(5) },
    ]);
    expect(titles(await page(''))).toEqual(['newest', 'middle', 'old']);
    expect(titles(await page('?sort=new'))).toEqual(['newest', 'middle', 'old']);
  });

  it('Top orders by score, then newest first', async () => {
    await insertPosts(ctx, author.id, [
      { title: 'ten', score: 10, createdAt: hoursAgo(50) },
      { title: 'five-old', score: 5, createdAt: hoursAgo(40) },
      { title: 'five-new', score: 5, createdAt: hoursAgo(2) },
      { title: 'negative', score: -3, createdAt: hoursAgo(1) },
      { title: 'zero', score: 0, createdAt: hoursAgo(100) },
    ]);
    expect(titles(await page('?sort=top'))).toEqual(['ten', 'five-new', 'five-old', 'zero', 'negative']);
  });

  it('Hot weighs score against age: log10 of the score, minus one per 12.5 hours', async () => {
    await insertPosts(ctx, author.id, [
      // 100 votes a day ago: 2 - 24/12.5 = +0.08 against a fresh post with no votes.
      { title: 'popular-yesterday', score: 100, createdAt: hoursAgo(24) },
      { title: 'fresh', score: 1, createdAt: hoursAgo(0) },
      // 100 votes two days ago: 2 - 3.84 = -1.84.
      { title: 'popular-two-days-ago', score: 100, createdAt: hoursAgo(48) },
      // -10 now: -1.
      { title: 'disliked-fresh', score: -10, createdAt: hoursAgo(0) },
    ]);
    expect(titles(await page('?sort=hot'))).toEqual(['popular-yesterday', 'fresh', 'disliked-fresh', 'popular-two-days-ago']);
  });

  it('votes move a post up in Top and Hot', async () => {
    const [older, newer] = await insertPosts(ctx, author.id, [
      { title: 'older', createdAt: hoursAgo(3) },
      { title: 'newer', createdAt: hoursAgo(1) },
    ]);
    expect(titles(await page('?sort=top'))).toEqual(['newer', 'older']);
    expect(titles(await page('?sort=hot'))).toEqual(['newer', 'older']);
    const voters = await Promise.all([newMember(ctx), newMember(ctx), newMember(ctx)]);
    for (const voter of voters) await voter.api.put(`/api/posts/${older}/vote`, { value: 1 });
    await voters[0]?.api.put(`/api/posts/${newer}/vote`, { value: -1 });
    expect(titles(await page('?sort=top'))).toEqual(['older', 'newer']);
    expect(titles(await page('?sort=hot'))).toEqual(['older', 'newer']);
  });

  it('filters by community, and answers 404 for an unknown one', async () => {
    await insertPosts(ctx, author.id, [
      { title: 'goat', communitySlug: 'gto' },
      { title: 'bird', communitySlug: 'firebird' },
    ]);
    const firebird = await page('?community=firebird');
    expect(titles(firebird)).toEqual(['bird']);
    expect(firebird.items[0]?.community).toEqual({ name: 'Firebird', slug: 'firebird' });
    expect(titles(await page('?community=firebird&sort=top'))).toEqual(['bird']);
    expect(titles(await page('?community=bonneville&sort=hot'))).toEqual([]);
    const unknown = await ctx.api.get('/api/posts?community=no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Community not found' });
  });
});

describe('GET /api/posts pages', () => {
  /** 23 posts with ties on date and score, so the id has to settle the order. */
  async function seedPosts() {
    const sameInstant = hoursAgo(10);
    return insertPosts(
      ctx,
      author.id,
      Array.from({ length: 23 }, (_, index) => ({
        title: `post ${index}`,
        score: index % 4,
        createdAt: index % 3 === 0 ? sameInstant : hoursAgo(index),
      })),
    );
  }

  /** Every page of `sort` by `limit`, inserting a new post after the first page. */
  async function pageThrough(sort: PostSort, limit: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result = await page(`?sort=${sort}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(result.items.length).toBeLessThanOrEqual(limit);
      seen.push(...result.items.map((post) => post.id));
      cursor = result.nextCursor;
      pages += 1;
      if (pages === 1) await createPost(author, { title: `arrived while paging ${sort}` });
    } while (cursor && pages < 20);
    return seen;
  }

  it.each(['new', 'top', 'hot'] as const)('%s: every post exactly once across pages while a new post arrives', async (sort) => {
    const ids = await seedPosts();
    const seen = await pageThrough(sort, 7);
    const original = seen.filter((id) => ids.includes(id));
    expect(original.sort()).toEqual([...ids].sort());
    expect(new Set(seen).size).toBe(seen.length);
    // In New the newcomer sorts before the cursor: it waits for the next first page.
    if (sort === 'new') expect(seen).toHaveLength(ids.length);
  });

  it('defaults to 20 per page, and the last page has no next cursor', async () => {
    await seedPosts();
    const first = await page('');
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const last = await page(`?cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(last.items).toHaveLength(3);
    expect(last.nextCursor).toBeNull();
    expect((await page('?limit=50')).nextCursor).toBeNull();
  });

  it('pages exactly through rows stamped by the database to the microsecond', async () => {
    const [community] = await ctx.orm.em.fork().execute<Array<{ id: string }>>(`select id from communities where slug = 'gto'`);
    // One statement, one now(): three posts share a microsecond timestamp the JavaScript Date cannot hold.
    await ctx.orm.em.fork().execute(
      `insert into posts (community_id, author_id, title, type, hot_rank)
       select ?, ?, 'db ' || n, 'text', ${hotRankSql('0', 'now()')} from generate_series(1, 3) as n`,
      [community?.id ?? '', author.id],
    );
    for (const sort of ['new', 'top', 'hot'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const result = await page(`?sort=${sort}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...titles(result));
        cursor = result.nextCursor;
      } while (cursor);
      expect(seen.sort(), sort).toEqual(['db 1', 'db 2', 'db 3']);
    }
  });

  it.each([
    ['a cursor that is not one', '?cursor=garbage', 'This page link is no longer valid'],
    ['a cursor of another order', 'CURSOR_OF_NEW&sort=top', 'This page link is no longer valid'],
    ['a tampered cursor', 'TAMPERED', 'This page link is no longer valid'],
    ['a limit of 0', '?limit=0', 'limit must be at least 1'],
    ['a limit over 50', '?limit=51', 'limit must be at most 50'],
    ['a limit that is not a number', '?limit=many', 'limit must be a number'],
    ['an unknown sort', '?sort=best', 'sort must be one of: hot, new, top'],
  ])('refuses %s with 400', async (_case, query, message) => {
    await insertPosts(ctx, author.id, [{ title: 'a' }, { title: 'b' }]);
    const cursorOfNew = (await page('?limit=1')).nextCursor ?? '';
    const tampered = Buffer.from(JSON.stringify({ sort: 'new', key: ["2026-01-01T00:00:00Z'; drop table posts;--"], id: 'x' })).toString(
      'base64url',
    );
    const url = query.replace('CURSOR_OF_NEW', `?cursor=${cursorOfNew}`).replace('TAMPERED', `?cursor=${tampered}`);
    const response = await ctx.api.get(`/api/posts${url}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});
