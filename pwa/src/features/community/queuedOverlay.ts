import type { Comment } from '@shared/community/thread-responses';
import type { Post } from '@shared/community/responses';
import type { QueuedWrite } from '@/outbox/types';
import { queueKeyOf } from '@/outbox/writeKinds';

/**
 * What the member sees of their own votes still waiting on the device: the queued value, counted in. The cached count
 * already holds the cached `myVote`, so swapping one for the other is right whether or not the cache was patched.
 */
function queuedVote(queued: QueuedWrite[], key: string) {
  const item = queued.find((write) => write.id === key);
  return item && (item.kind === 'post-vote' || item.kind === 'comment-vote') ? item : undefined;
}

export function withQueuedPostVote<P extends Post>(post: P, queued: QueuedWrite[]): { post: P; waiting: boolean } {
  const vote = queuedVote(queued, queueKeyOf({ kind: 'post-vote', postId: post.id, value: 0 }));
  if (!vote) return { post, waiting: false };
  return { post: { ...post, voteCount: post.voteCount - post.myVote + vote.value, myVote: vote.value }, waiting: true };
}

export function withQueuedCommentVote(comment: Comment, queued: QueuedWrite[]): { comment: Comment; waiting: boolean } {
  const vote = queuedVote(queued, queueKeyOf({ kind: 'comment-vote', postId: '', commentId: comment.id, value: 0 }));
  if (!vote) return { comment, waiting: false };
  return { comment: { ...comment, upvotes: comment.upvotes - comment.myVote + vote.value, myVote: vote.value }, waiting: true };
}
