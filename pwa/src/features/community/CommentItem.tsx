import { useState } from 'react';
import { Link } from 'react-router-dom';
import { canChangeOrRemove } from '@shared/community/permissions';
import type { Comment } from '@shared/community/thread-responses';
import { commentAnchorId } from '@shared/notifications/targets';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import type { QueuedWrite } from '@/outbox/types';
import { useCurrentUser, useOutboxMember } from '@/features/auth';
import { CommentForm } from './CommentForm';
import { TimeAgo } from '@/ui/TimeAgo';
import { LinkifiedText } from './LinkifiedText';
import { withQueuedCommentVote } from './queuedOverlay';
import { useCreateComment, useDeleteComment, useUpdateComment } from './useForumMutations';
import { useCommentVote } from './useVotes';
import { VoteButtons } from './VoteButtons';

type Mode = 'read' | 'reply' | 'edit' | 'delete';

interface CommentItemProps {
  comment: Comment;
  postId: string;
  locked: boolean;
  /** Writes still on this device: my waiting vote on this comment shows as such. */
  queued: QueuedWrite[];
}

/** One comment with its upvote, Reply, Edit and Delete, then its replies, nested. */
export function CommentItem({ comment: stored, postId, locked, queued }: CommentItemProps) {
  const [mode, setMode] = useState<Mode>('read');
  const { user } = useCurrentUser();
  // Replies can be queued after an offline start too, when only the member on this device is known.
  const { member } = useOutboxMember();
  const { comment, waiting } = withQueuedCommentVote(stored, queued);
  const vote = useCommentVote(postId);
  const reply = useCreateComment(postId);
  const edit = useUpdateComment(postId);
  const remove = useDeleteComment(postId);
  const isAuthor = user?.id === comment.author.id;
  const subject = `comment by ${comment.author.name}`;
  const close = () => setMode('read');

  return (
    // Its anchor: a notification's link lands here (useLandOnComment), focusable so the focus can move to it.
    <li id={commentAnchorId(comment.id)} tabIndex={-1} className="comment" aria-label={`Comment by ${comment.author.name}`}>
      <p className="comment__meta">
        <Link to={`/profile/${encodeURIComponent(comment.author.username)}`}>{comment.author.name}</Link>
        <TimeAgo iso={comment.createdAt} />
      </p>
      {mode === 'edit' ? (
        <CommentForm
          label={`Edit ${subject}`}
          submitLabel="Save"
          initialBody={comment.body}
          pending={edit.isPending}
          onSubmit={(body) => edit.mutateAsync({ id: comment.id, body }).then(close)}
          onCancel={close}
          focusOnOpen
        />
      ) : (
        <LinkifiedText className="comment__body" text={comment.body} />
      )}
      <div className="comment__actions">
        <VoteButtons
          subject={subject}
          count={comment.upvotes}
          myVote={comment.myVote}
          withDownvote={false}
          waiting={waiting}
          onVote={(value) => vote(stored, value)}
        />
        {member && !locked && (
          <Button variant="ghost" size="sm" aria-expanded={mode === 'reply'} onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}>
            Reply<span className="visually-hidden"> to {comment.author.name}</span>
          </Button>
        )}
        {isAuthor && (
          <Button variant="ghost" size="sm" onClick={() => setMode('edit')}>
            Edit<span className="visually-hidden"> {subject}</span>
          </Button>
        )}
        {canChangeOrRemove(user, comment.author.id) && (
          <Button variant="ghost" size="sm" onClick={() => setMode('delete')}>
            Delete<span className="visually-hidden"> {subject}</span>
          </Button>
        )}
      </div>
      {mode === 'reply' && (
        <CommentForm
          label={`Reply to ${comment.author.name}`}
          submitLabel="Reply"
          pending={reply.isPending}
          onSubmit={(body) => reply.mutateAsync({ body, parentId: comment.id }).then(close)}
          draftKey={`reply:${comment.id}`}
          onCancel={close}
          focusOnOpen
        />
      )}
      {mode === 'delete' && (
        <ConfirmDialog
          title="Delete comment?"
          message="The comment and its replies will be removed. This cannot be undone."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onConfirm={() => remove.mutate(comment.id, { onSuccess: close })}
          onCancel={close}
        />
      )}
      {comment.replies.length > 0 && (
        <ol className="comment-list comment-list--replies">
          {comment.replies.map((child) => (
            <CommentItem key={child.id} comment={child} postId={postId} locked={locked} queued={queued} />
          ))}
        </ol>
      )}
    </li>
  );
}
