import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPage } from '../../shared/community/responses';
import { createPost, newMember } from '../community/community-fixture';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';
import { eventually, statementsDuring } from '../test/statements';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Sessions are only remembered while change notifications arrive; these tests are about that state.
  await untilCachesListen(ctx.app);
});
afterAll(() => ctx.close());

describe('sessions remembered between requests', () => {
  it("one session's requests arriving together cost one read of it", async () => {
    const member = await newMember(ctx);
    ctx.app.sessionStore.forgetAll();
    const { statements, result } = await statementsDuring(
      ctx.orm,
      () => Promise.all(Array.from({ length: 20 }, () => member.api.get('/api/auth/me'))),
      (sql) => /from "?sessions"?/i.test(sql),
    );
    expect(result.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(statements).toBe(1);
  });

  it("many members' requests arriving together read their sessions and accounts in one statement each", async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => newMember(ctx)));
    ctx.app.sessionStore.forgetAll();
    const sent: string[] = [];
    const { result } = await statementsDuring(
      ctx.orm,
      () => Promise.all(members.map((member) => member.api.get('/api/auth/me'))),
      (sql) => {
        sent.push(sql);
        return true;
      },
    );
    expect(result.map((response) => response.json<{ id: string }>().id)).toEqual(members.map((member) => member.id));
    expect(sent.filter((sql) => /from "?sessions"?/i.test(sql))).toHaveLength(1);
    expect(sent.filter((sql) => /from "?users"?/i.test(sql))).toHaveLength(1);
  });

  it('a session ended by another process (plain SQL) is no longer accepted here', async () => {
    const member = await newMember(ctx);
    expect((await member.api.get('/api/auth/me')).statusCode).toBe(200);
    expect((await member.api.get('/api/auth/me')).statusCode).toBe(200);

    await ctx.orm.em.fork().execute('delete from sessions where user_id = ?', [member.id]);
    const status = await eventually(
      async () => (await member.api.get('/api/auth/me')).statusCode,
      (code) => code === 401,
    );
    expect(status).toBe(401);
  });

  it("a blocked member's forum reads are a visitor's at once, and their session is over", async () => {
    const author = await newMember(ctx);
    const member = await newMember(ctx);
    const admin = await newMember(ctx, { role: 'admin' });
    const post = await createPost(author);
    expect((await member.api.put(`/api/posts/${post.id}/vote`, { value: 1 })).statusCode).toBe(200);
    const mine = async () =>
      (await member.api.get('/api/posts?sort=new&limit=5')).json<PostPage>().items.find((item) => item.id === post.id);
    expect(await mine()).toMatchObject({ voteCount: 1, myVote: 1 });

    expect((await admin.api.post(`/api/admin/users/${member.id}/block`)).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ voteCount: 1, myVote: 0 });
    expect((await member.api.get('/api/auth/me')).statusCode).toBe(401);
  });

  it("a member's own answer is kept for them alone, with its ETag, and another process's vote reaches it", async () => {
    const author = await newMember(ctx);
    const member = await newMember(ctx);
    const other = await newMember(ctx);
    const post = await createPost(author);
    const list = () => member.api.get('/api/posts?sort=new&limit=5');
    const first = await list();
    const etag = String(first.headers.etag);
    expect((await member.api.get('/api/posts?sort=new&limit=5', { headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await ctx.orm.em.fork().execute('insert into votes (post_id, user_id, value) values (?, ?, -1)', [post.id, member.id]);
    const page = await eventually(
      async () => (await list()).json<PostPage>(),
      (answer) => answer.items.some((item) => item.id === post.id && item.myVote === -1),
    );
    expect(page.items.find((item) => item.id === post.id)).toMatchObject({ myVote: -1 });
    const theirs = (await other.api.get('/api/posts?sort=new&limit=5')).json<PostPage>();
    expect(theirs.items.find((item) => item.id === post.id)).toMatchObject({ myVote: 0 });
  });
});
