import { POST_TYPES, type PostType } from '../../shared/community/forum-limits';
import type { Comment, UserPost } from '../../shared/community/thread-responses';
import type { Author, Post } from '../../shared/community/responses';
import type { UserEntity } from '../base/identity/user.entity';
import type { CommentEntity } from './comment.entity';
import type { PostEntity } from './post.entity';
import type { PostStats } from './post-stats';
import { summarize } from '../../shared/format/summary';
import { POST_SUMMARY_MAX_LENGTH } from '../../shared/community/forum-limits';

/** The column is free text; anything unknown is reported as a text post rather than failing the response. */
const toPostType = (type: string): PostType => POST_TYPES.find((known) => known === type) ?? 'text';

export const toAuthor = (user: UserEntity): Author => ({ id: user.id, name: user.name, username: user.username });

/** The post's author and community must be loaded. */
export const toPost = (post: PostEntity, stats: PostStats): Post => ({
  id: post.id,
  title: post.title,
  body: post.body ?? null,
  type: toPostType(post.type),
  url: post.url ?? null,
  imageUrl: post.imageUrl ?? null,
  isLocked: post.isLocked,
  voteCount: post.score,
  createdAt: post.createdAt.toISOString(),
  updatedAt: post.updatedAt.toISOString(),
  community: { name: post.community.name, slug: post.community.slug },
  author: toAuthor(post.author),
  commentCount: stats.commentCount,
  myVote: stats.myVote,
});

/** A post in a list: the start of its body only (POST_SUMMARY_MAX_LENGTH); the post page has the whole text. */
export const toPostListItem = (post: PostEntity, stats: PostStats): Post => ({
  ...toPost(post, stats),
  body: post.body ? summarize(post.body, POST_SUMMARY_MAX_LENGTH) : null,
});

export const toUserPost = (post: PostEntity, stats: PostStats): UserPost => ({
  ...toPostListItem(post, stats),
  upvoteCount: stats.upvoteCount,
  downvoteCount: stats.downvoteCount,
});

/** One comment without its replies (the tree builder adds them); its author must be loaded. */
export const toComment = (comment: CommentEntity, votes: { upvotes: number; myVote: Comment['myVote'] }): Comment => ({
  id: comment.id,
  parentId: comment.parent?.id ?? null,
  body: comment.body,
  createdAt: comment.createdAt.toISOString(),
  updatedAt: comment.updatedAt.toISOString(),
  author: toAuthor(comment.author),
  upvotes: votes.upvotes,
  myVote: votes.myVote,
  replies: [],
});
