import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_MAX_DEPTH } from '../../shared/community/forum-limits';
import type { Comment as CommentDto, PostDetail } from '../../shared/community/thread-responses';
import { createTestApp, type TestContext } from '../test/test-app';
import type { Body, Method } from '../test/http';
import { Comment } from './comment.entity';
import { createComment, createPost, forgetRateLimits, newMember, unknownId, type Member } from './community-fixture';

let ctx: TestContext;
let author: Member;
let other: Member;
let admin: Member;
let moderator: Member;
let postId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  author = await newMember(ctx, { name: 'Comment Author' });
  other = await newMember(ctx, { name: 'Other Driver' });
  admin = await newMember(ctx, { name: 'Admin Person', role: 'admin' });
  moderator = await newMember(ctx, { name: 'Mod Person', role: 'moderator' });
  postId = (await createPost(other)).id;
});
beforeEach(() => forgetRateLimits(ctx));
afterAll(() => ctx.close());

const countComments = (where: object) => ctx.orm.em.fork().count(Comment, where);

describe('commenting', () => {
  it('needs a signed-in member, and an existing post (404 for unknown or malformed ids)', async () => {
    expect((await ctx.api.post(`/api/posts/${postId}/comments`, { body: 'Hi' })).statusCode).toBe(401);
    for (const id of [unknownId, 'nope']) {
      const response = await author.api.post(`/api/posts/${id}/comments`, { body: 'Hi' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Post not found' });
    }
  });

  it('answers the new comment, stored exactly as typed', async () => {
    const body = '<script>alert(1)</script>\nSecond line';
    const comment = await createComment(author, postId, { body });
    expect(comment).toMatchObject({
      body,
      parentId: null,
      upvotes: 0,
      myVote: 0,
      replies: [],
      author: { id: author.id, name: 'Comment Author', username: 'comment-author' },
    });
  });

  it.each([
    ['no body', {}, 'Comment is required'],
    ['a blank body', { body: '  ' }, 'Comment is required'],
    ['a too-long body', { body: 'x'.repeat(10_001) }, 'Comment must be at most 10000 characters'],
    ['a malformed parent id', { body: 'Hi', parentId: 'x' }, 'parentId must be a comment id'],
  ])('refuses %s with 400', async (_case, payload, message) => {
    const response = await author.api.post(`/api/posts/${postId}/comments`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('a reply’s parent must exist and belong to the same post', async () => {
    const elsewhere = await createPost(author);
    const foreign = await createComment(author, elsewhere.id);
    const response = await author.api.post(`/api/posts/${postId}/comments`, { body: 'Hi', parentId: foreign.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The comment you reply to belongs to another post' });
    const unknown = await author.api.post(`/api/posts/${postId}/comments`, { body: 'Hi', parentId: unknownId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Comment not found' });
  });

  it(`refuses replies nested deeper than ${COMMENT_MAX_DEPTH} levels`, async () => {
    const post = await createPost(author);
    let parentId: string | null = null;
    for (let depth = 1; depth <= COMMENT_MAX_DEPTH; depth += 1) {
      await forgetRateLimits(ctx);
      parentId = (await createComment(author, post.id, { body: `Level ${depth}`, parentId })).id;
    }
    const tooDeep = await author.api.post(`/api/posts/${post.id}/comments`, { body: 'Too deep', parentId });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toEqual({ message: `Replies can nest at most ${COMMENT_MAX_DEPTH} levels deep` });
    // The tree still comes back whole.
    let level = (await ctx.api.get(`/api/posts/${post.id}`)).json<PostDetail>().comments;
    for (let depth = 1; depth <= COMMENT_MAX_DEPTH; depth += 1) {
      expect(level).toHaveLength(1);
      level = level[0]?.replies ?? [];
    }
    expect(level).toEqual([]);
  });

  it('a replayed comment with the same client id returns the stored one; other content is a 409', async () => {
    const id = randomUUID();
    const first = await author.api.post(`/api/posts/${postId}/comments`, { id, body: 'Outbox comment' });
    expect(first.statusCode).toBe(201);
    expect(first.json<CommentDto>().id).toBe(id);
    const again = await author.api.post(`/api/posts/${postId}/comments`, { id, body: 'Outbox comment ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await author.api.post(`/api/posts/${postId}/comments`, { id, body: 'Different' })).statusCode).toBe(409);
    expect((await other.api.post(`/api/posts/${postId}/comments`, { id, body: 'Outbox comment' })).statusCode).toBe(409);
    expect(await countComments({ id })).toBe(1);
  });
});

describe('changing comments: the permission matrix', () => {
  it('PUT and DELETE: 401 signed out, 403 another member, 404 unknown or malformed id', async () => {
    const comment = await createComment(author, postId);
    const calls: Array<[Method, string, Body | undefined]> = [
      ['PUT', `/api/comments/${comment.id}`, { body: 'Changed' }],
      ['DELETE', `/api/comments/${comment.id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await ctx.api.request(method, url, payload)).statusCode, `${method} signed out`).toBe(401);
      expect((await other.api.request(method, url, payload)).statusCode, `${method} another member`).toBe(403);
      for (const id of [unknownId, 'nope']) {
        const unknown = await other.api.request(method, url.replace(comment.id, id), payload);
        expect(unknown.statusCode, `${method} ${id}`).toBe(404);
        expect(unknown.json()).toEqual({ message: 'Comment not found' });
      }
    }
    // The guard runs before validation.
    expect((await other.api.put(`/api/comments/${comment.id}`, { body: '' })).statusCode).toBe(403);
    // Editing is the author's alone: moderators and admins may delete, not put words in someone's mouth.
    for (const staff of [admin, moderator]) {
      const response = await staff.api.put(`/api/comments/${comment.id}`, { body: 'Staff edit' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only the author can edit this' });
    }
  });

  it('the author edits a comment', async () => {
    const comment = await createComment(author, postId);
    const response = await author.api.put(`/api/comments/${comment.id}`, { body: 'Edited text' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: comment.id, body: 'Edited text', author: { id: author.id } });
    const invalid = await author.api.put(`/api/comments/${comment.id}`, { body: ' ' });
    expect(invalid.statusCode).toBe(400);
  });

  it.each([
    ['the author', () => author],
    ['an admin', () => admin],
    ['a moderator', () => moderator],
  ])('%s deletes a comment, and its replies go with it', async (_who, caller) => {
    const comment = await createComment(author, postId);
    const reply = await createComment(other, postId, { parentId: comment.id });
    await other.api.put(`/api/comments/${comment.id}/vote`, { value: 1 });
    expect((await caller().api.delete(`/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect(await countComments({ id: { $in: [comment.id, reply.id] } })).toBe(0);
    expect((await caller().api.delete(`/api/comments/${comment.id}`)).statusCode).toBe(404);
  });
});
