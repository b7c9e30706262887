import { Link } from 'react-router-dom';
import type { Post } from '@shared/community/responses';
import type { QueuedWrite } from '@/outbox/types';
import { ShareMenu } from '@/ui/share/ShareMenu';
import { withQueuedPostVote } from './queuedOverlay';
import { PostMeta } from './PostMeta';
import { usePostVote } from './useVotes';
import { VoteButtons } from './VoteButtons';

const commentsLabel = (count: number) => `${count} ${count === 1 ? 'Comment' : 'Comments'}`;

/** One post in a listing (docs/product/screens.md Community): votes, badge, author, title, a two-line excerpt, comments, share. */
export function PostCard({ post: stored, queued = [] }: { post: Post; queued?: QueuedWrite[] }) {
  const vote = usePostVote();
  // My vote still on this device counts in, marked as waiting.
  const { post, waiting } = withQueuedPostVote(stored, queued);
  const path = `/post/${post.id}`;
  return (
    <article className="post-card card" aria-labelledby={`post-title-${post.id}`}>
      <VoteButtons
        subject={post.title}
        count={post.voteCount}
        myVote={post.myVote}
        waiting={waiting}
        onVote={(value) => vote(stored, value)}
      />
      <div className="post-card__body">
        <PostMeta post={post} />
        <h2 className="post-card__title" id={`post-title-${post.id}`}>
          <Link to={path}>{post.title}</Link>
        </h2>
        {post.body && <p className="post-card__excerpt">{post.body}</p>}
        <div className="post-card__actions">
          <Link to={path} className="post-card__comments">
            {commentsLabel(post.commentCount)}
            <span className="visually-hidden"> on {post.title}</span>
          </Link>
          <ShareMenu target={{ title: post.title, path }} subject={post.title} />
        </div>
      </div>
    </article>
  );
}
