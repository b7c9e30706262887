import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Post as PostDto, PostPage } from '../../shared/community/responses';
import { createTestApp, type TestContext } from '../test/test-app';
import { createComment, createPost, forgetRateLimits, newMember, unknownId, type Member } from './community-fixture';
import { Post } from './post.entity';
import { hotRank } from './ranking';
import { Vote } from './vote.entity';

let ctx: TestContext;
let author: Member;
let voters: Member[];

beforeAll(async () => {
  ctx = await createTestApp();
  author = await newMember(ctx);
  voters = await Promise.all([newMember(ctx), newMember(ctx), newMember(ctx)]);
});
beforeEach(() => forgetRateLimits(ctx));
afterAll(() => ctx.close());

const voter = (index: number) => {
  const member = voters[index];
  if (!member) throw new Error(`no voter ${index}`);
  return member;
};
const readPost = async (id: string, as: Member | null = null) => (await (as?.api ?? ctx.api).get(`/api/posts/${id}`)).json<PostDto>();

describe('voting on posts', () => {
  it('sums the votes into voteCount and tells each caller their own vote', async () => {
    const post = await createPost(author);
    const up = await voter(0).api.put(`/api/posts/${post.id}/vote`, { value: 1 });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ id: post.id, voteCount: 1, myVote: 1 });
    await voter(1).api.put(`/api/posts/${post.id}/vote`, { value: 1 });
    await voter(2).api.put(`/api/posts/${post.id}/vote`, { value: -1 });

    expect(await readPost(post.id)).toMatchObject({ voteCount: 1, myVote: 0 });
    expect(await readPost(post.id, voter(0))).toMatchObject({ myVote: 1 });
    expect(await readPost(post.id, voter(2))).toMatchObject({ myVote: -1 });

    // Changing a vote moves the total by two; 0 clears it.
    expect((await voter(2).api.put(`/api/posts/${post.id}/vote`, { value: 1 })).json()).toMatchObject({ voteCount: 3, myVote: 1 });
    expect((await voter(0).api.put(`/api/posts/${post.id}/vote`, { value: 0 })).json()).toMatchObject({ voteCount: 2, myVote: 0 });
    expect((await voter(0).api.put(`/api/posts/${post.id}/vote`, { value: 0 })).json()).toMatchObject({ voteCount: 2, myVote: 0 });
    expect(await ctx.orm.em.fork().count(Vote, { post: post.id })).toBe(2);

    // The listing carries the same numbers.
    const page = (await voter(2).api.get('/api/posts?limit=50')).json<PostPage>();
    expect(page.items.find((item) => item.id === post.id)).toMatchObject({ voteCount: 2, myVote: 1 });
  });

  it('keeps the stored hot rank in step with the score', async () => {
    const post = await createPost(author);
    await voter(0).api.put(`/api/posts/${post.id}/vote`, { value: 1 });
    await voter(1).api.put(`/api/posts/${post.id}/vote`, { value: 1 });
    const [row] = await ctx.orm.em
      .fork()
      .execute<Array<{ score: number; hot_rank: number; created_at: Date }>>('select score, hot_rank, created_at from posts where id = ?', [
        post.id,
      ]);
    expect(row?.score).toBe(2);
    expect(row?.hot_rank).toBeCloseTo(hotRank(2, new Date(post.createdAt)), 6);
  });

  it('one vote per member, even when ten of their votes arrive at once', async () => {
    const post = await createPost(author);
    const responses = await Promise.all(Array.from({ length: 10 }, () => voter(0).api.put(`/api/posts/${post.id}/vote`, { value: 1 })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await readPost(post.id)).toMatchObject({ voteCount: 1 });
    expect(await ctx.orm.em.fork().count(Vote, { post: post.id })).toBe(1);
    // Mixed values at once end as whichever came last, still one row and a matching score.
    await Promise.all([1, -1, 0, 1, -1, 1].map((value) => voter(1).api.put(`/api/posts/${post.id}/vote`, { value })));
    const votes = await ctx.orm.em.fork().find(Vote, { post: post.id });
    const stored = await ctx.orm.em.fork().findOneOrFail(Post, post.id);
    expect(stored.score).toBe(votes.reduce((sum, vote) => sum + vote.value, 0));
  });

  it('needs a member, a known post and a value of 1, -1 or 0', async () => {
    const post = await createPost(author);
    expect((await ctx.api.put(`/api/posts/${post.id}/vote`, { value: 1 })).statusCode).toBe(401);
    for (const id of [unknownId, 'nope']) {
      const response = await voter(0).api.put(`/api/posts/${id}/vote`, { value: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Post not found' });
    }
    for (const value of [2, -2, '1', null, 0.5]) {
      const response = await voter(0).api.put(`/api/posts/${post.id}/vote`, { value });
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('Vote value must be 1, -1 or 0');
    }
  });
});

describe('voting on comments', () => {
  it('sums comment votes into upvotes, one per member, 0 clears', async () => {
    const post = await createPost(author);
    const comment = await createComment(author, post.id);
    expect((await voter(0).api.put(`/api/comments/${comment.id}/vote`, { value: 1 })).json()).toEqual({
      id: comment.id,
      upvotes: 1,
      myVote: 1,
    });
    await Promise.all(Array.from({ length: 10 }, () => voter(1).api.put(`/api/comments/${comment.id}/vote`, { value: -1 })));
    expect((await voter(2).api.put(`/api/comments/${comment.id}/vote`, { value: 1 })).json()).toMatchObject({ upvotes: 1 });
    expect((await voter(2).api.put(`/api/comments/${comment.id}/vote`, { value: 0 })).json()).toMatchObject({ upvotes: 0, myVote: 0 });
    const [row] = await ctx.orm.em
      .fork()
      .execute<Array<{ count: number }>>('select count(*)::int as count from comment_votes where comment_id = ?', [comment.id]);
    expect(row?.count).toBe(2);
  });

  it('needs a member and a known comment', async () => {
    const comment = await createComment(author, (await createPost(author)).id);
    expect((await ctx.api.put(`/api/comments/${comment.id}/vote`, { value: 1 })).statusCode).toBe(401);
    for (const id of [unknownId, 'nope']) {
      const response = await voter(0).api.put(`/api/comments/${id}/vote`, { value: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Comment not found' });
    }
    expect((await voter(0).api.put(`/api/comments/${comment.id}/vote`, { value: 5 })).statusCode).toBe(400);
  });
});
