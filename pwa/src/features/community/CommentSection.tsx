import { Link, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '@shared/layout/nav';
import type { PostDetail } from '@shared/community/thread-responses';
import { communityTexts } from '@shared/community/texts';
import type { QueuedWrite } from '@/outbox/types';
import { returnStateFor, useOutboxMember } from '@/features/auth';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { QueuedForumCard } from './QueuedForumCard';
import { queuedOfKind } from '@/outbox/page/useQueuedWrites';
import { useCreateComment } from './useForumMutations';
import { useLandOnComment } from './useLandOnComment';

/** The comment box (members, open posts) and the thread; a locked post says comments are closed. */
export function CommentSection({ post, queued }: { post: PostDetail; queued: QueuedWrite[] }) {
  // The member on this device: after an offline start the server cannot say, and comments can still be queued.
  const { member } = useOutboxMember();
  const waiting = queuedOfKind(queued, 'comment').filter((item) => item.postId === post.id);
  const location = useLocation();
  const create = useCreateComment(post.id);
  const count = post.commentCount;
  useLandOnComment(post.comments.length > 0);
  return (
    <section className="comment-section" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {count} {count === 1 ? 'Comment' : 'Comments'}
      </h2>
      {post.isLocked ? (
        <p className="comment-section__notice" role="note">
          Comments are closed. {communityTexts.locked}
        </p>
      ) : member ? (
        <CommentForm
          label={communityTexts.comment}
          submitLabel={communityTexts.comment}
          pending={create.isPending}
          onSubmit={(body) => create.mutateAsync({ body })}
          draftKey={`comment:${post.id}`}
        />
      ) : (
        <p className="comment-section__notice">
          <Link to={LOGIN_PATH} state={returnStateFor(location)}>
            Sign in
          </Link>{' '}
          to join the discussion.
        </p>
      )}
      {waiting.length > 0 && (
        <section className="comment-section__queued" aria-label="Comments waiting on this device">
          {waiting.map((item) => (
            <QueuedForumCard key={item.id} item={item} />
          ))}
        </section>
      )}
      {post.comments.length === 0 ? (
        <p className="comment-section__empty">No comments yet.</p>
      ) : (
        <ol className="comment-list">
          {post.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} postId={post.id} locked={post.isLocked} queued={queued} />
          ))}
        </ol>
      )}
    </section>
  );
}
