import { describe, expect, it } from 'vitest';
import type { Comment } from '@shared/community/thread-responses';
import type { Post } from '@shared/community/responses';
import { patchComment, patchPost } from './forumCache';

const author = { id: '11111111-1111-4111-8111-111111111111', name: 'Ada', username: 'ada' };
const post = (id: string): Post => ({
  id,
  title: 'Title',
  body: 'Body',
  type: 'text',
  url: null,
  imageUrl: null,
  isLocked: false,
  voteCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  community: { name: 'GTO', slug: 'gto' },
  author,
  commentCount: 0,
  myVote: 0,
});
const comment = (id: string, replies: Comment[] = []): Comment => ({
  id,
  parentId: null,
  body: 'Hi',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  author,
  upvotes: 0,
  myVote: 0,
  replies,
});
const first = '22222222-2222-4222-8222-222222222222';
const second = '33333333-3333-4333-8333-333333333333';

describe('patchPost', () => {
  it('changes the post in every page of a listing and leaves the others', () => {
    const listing = { pages: [{ items: [post(first), post(second)], nextCursor: null }], pageParams: [''] };
    expect(patchPost(listing, second, { voteCount: 4, myVote: 1 })).toEqual({
      pages: [{ items: [post(first), { ...post(second), voteCount: 4, myVote: 1 }], nextCursor: null }],
      pageParams: [''],
    });
  });

  it('changes a cached post page only when it is that post', () => {
    const detail = { ...post(first), comments: [] };
    expect(patchPost(detail, first, { myVote: -1 })).toEqual({ ...detail, myVote: -1 });
    expect(patchPost(detail, second, { myVote: -1 })).toBe(detail);
  });

  it('leaves answers of other shapes alone', () => {
    const other = [{ id: first }];
    expect(patchPost(other, first, { voteCount: 1 })).toBe(other);
  });
});

describe('patchComment', () => {
  it('finds a nested reply', () => {
    const detail = { ...post(first), comments: [comment(first, [comment(second)])] };
    expect(patchComment(detail, second, { upvotes: 1, myVote: 1 })).toEqual({
      ...detail,
      comments: [comment(first, [{ ...comment(second), upvotes: 1, myVote: 1 }])],
    });
  });
});
