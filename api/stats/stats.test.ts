import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSummary } from '../../shared/catalogue/responses';
import type { SiteStats } from '../../shared/stats/schemas';
import { createPost, newMember } from '../community/community-fixture';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function stats(): Promise<SiteStats> {
  const response = await ctx.api.get('/api/stats');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteStats>();
}

/** The same figures counted another way, straight from the tables. */
async function countedInDatabase() {
  const [row] = await ctx.orm.em
    .fork()
    .getConnection()
    .execute<{ years: string; trims: string }[]>('select (select count(*) from years) as years, (select count(*) from trims) as trims');
  return { yearTrimPages: Number(row?.years) + Number(row?.trims) };
}

describe('GET /api/stats', () => {
  it('answers the four counts, signed out, with nothing else', async () => {
    const answer = await stats();
    expect(Object.keys(answer).sort()).toEqual(['members', 'models', 'posts', 'yearTrimPages']);
    const models = (await ctx.api.get('/api/models')).json<ModelSummary[]>();
    expect(models.length).toBeGreaterThan(0);
    expect(answer.models).toBe(models.length);
    expect(answer.yearTrimPages).toBe((await countedInDatabase()).yearTrimPages);
    expect(answer.yearTrimPages).toBeGreaterThan(answer.models);
  });

  it('counts a new member as soon as they sign up', async () => {
    const before = await stats();
    await newMember(ctx);
    const after = await stats();
    expect(after.members).toBe(before.members + 1);
    expect(after.posts).toBe(before.posts);
  });

  it('counts a new post, and stops counting it once it is deleted', async () => {
    const author = await newMember(ctx);
    const before = await stats();
    const post = await createPost(author);
    expect((await stats()).posts).toBe(before.posts + 1);

    const deleted = await author.api.delete(`/api/posts/${post.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await stats()).posts).toBe(before.posts);
  });
});
