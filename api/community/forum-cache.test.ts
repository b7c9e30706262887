import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PostDetail } from '../../shared/community/thread-responses';
import type { PostPage } from '../../shared/community/responses';
import { createTestApp, untilCachesListen, type TestContext } from '../test/test-app';
import { createComment, createPost, forgetRateLimits, newMember, type Member } from './community-fixture';
import { eventually } from '../test/statements';

let ctx: TestContext;
let author: Member;
let voter: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  author = await newMember(ctx);
  voter = await newMember(ctx);
  // Visitors' answers are only kept while change notifications arrive; these tests are about that state.
  await untilCachesListen(ctx.app);
});
beforeEach(() => forgetRateLimits(ctx));
afterAll(() => ctx.close());

const visitorList = () => ctx.api.get('/api/posts?sort=new&limit=5');
const visitorPost = (id: string) => ctx.api.get(`/api/posts/${id}`);

describe('visitors read the forum from the read cache', () => {
  it('answers the same list with the same ETag and 304, and a vote shows at once', async () => {
    const post = await createPost(author);
    const first = await visitorList();
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect((await ctx.api.get('/api/posts?sort=new&limit=5', { headers: { 'if-none-match': String(etag) } })).statusCode).toBe(304);

    expect((await voter.api.put(`/api/posts/${post.id}/vote`, { value: 1 })).statusCode).toBe(200);
    const after = await visitorList();
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<PostPage>().items.find((item) => item.id === post.id)).toMatchObject({ voteCount: 1, myVote: 0 });
  });

  it('a new comment shows on the post page at once, and members still see their own vote', async () => {
    const post = await createPost(author);
    expect((await visitorPost(post.id)).json<PostDetail>().comments).toEqual([]);
    await createComment(voter, post.id, { body: 'Check the timing chain.' });
    expect((await visitorPost(post.id)).json<PostDetail>().comments.map((comment) => comment.body)).toEqual(['Check the timing chain.']);

    await voter.api.put(`/api/posts/${post.id}/vote`, { value: -1 });
    expect((await voter.api.get(`/api/posts/${post.id}`)).json<PostDetail>()).toMatchObject({ voteCount: -1, myVote: -1 });
    expect((await visitorPost(post.id)).json<PostDetail>()).toMatchObject({ voteCount: -1, myVote: 0 });

    // A reply's vote, two levels down: the member sees theirs, the author and visitors see only the count.
    const [top] = (await visitorPost(post.id)).json<PostDetail>().comments;
    const reply = await createComment(author, post.id, { body: 'Agreed.', parentId: top!.id });
    expect((await voter.api.put(`/api/comments/${reply.id}/vote`, { value: 1 })).statusCode).toBe(200);
    const replyAs = async (member: Member | null) =>
      (await (member?.api ?? ctx.api).get(`/api/posts/${post.id}`)).json<PostDetail>().comments[0]?.replies[0];
    expect(await replyAs(voter)).toMatchObject({ id: reply.id, upvotes: 1, myVote: 1 });
    expect(await replyAs(author)).toMatchObject({ id: reply.id, upvotes: 1, myVote: 0 });
    expect(await replyAs(null)).toMatchObject({ id: reply.id, upvotes: 1, myVote: 0 });
    expect((await voter.api.get('/api/posts?sort=new&limit=5')).json<PostPage>().items.find((item) => item.id === post.id)).toMatchObject({
      myVote: -1,
    });
  });

  it('a change written by another process (plain SQL) reaches visitors through PostgreSQL', async () => {
    const post = await createPost(author, { title: 'Before the edit' });
    expect((await visitorPost(post.id)).json<PostDetail>().title).toBe('Before the edit');
    await ctx.orm.em.fork().execute(`update posts set title = 'After the edit' where id = ?`, [post.id]);
    const seen = await eventually(
      async () => (await visitorPost(post.id)).json<PostDetail>().title,
      (title) => title === 'After the edit',
    );
    expect(seen).toBe('After the edit');

    await ctx.orm.em.fork().execute(`update users set name = 'Renamed Author' where id = ?`, [author.id]);
    const list = await eventually(
      async () => visitorList().then((response) => response.json<PostPage>()),
      (page) => page.items.some((item) => item.id === post.id && item.author.name === 'Renamed Author'),
    );
    expect(list.items.find((item) => item.id === post.id)?.author.name).toBe('Renamed Author');
  });

  it('an unknown community is still a 404, and asking again does not keep the error', async () => {
    expect((await ctx.api.get('/api/posts?community=no-such-community')).statusCode).toBe(404);
    expect((await ctx.api.get('/api/posts?community=no-such-community')).statusCode).toBe(404);
  });
});
