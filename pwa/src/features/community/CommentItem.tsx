import { useState } from 'react';
import { Link } from 'react-router-dom';
import { canChangeOrRemove } from '@shared/community/permissions';
import type { Comment } from '@shared/community/responses';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { useCurrentUser } from '../auth/useCurrentUser';
import { CommentForm } from './CommentForm';
import { timeAgo } from './forumDates';
import { LinkifiedText } from './LinkifiedText';
import { useCreateComment, useDeleteComment, useUpdateComment } from './useForumMutations';
import { useCommentVote } from './useVotes';
import { VoteButtons } from './VoteButtons';

type Mode = 'read' | 'reply' | 'edit' | 'delete';

/** One comment with its upvote, Reply, Edit and Delete, then its replies, nested. */
export function CommentItem({ comment, postId, locked }: { comment: Comment; postId: string; locked: boolean }) {
  const [mode, setMode] = useState<Mode>('read');
  const { user } = useCurrentUser();
  const vote = useCommentVote(postId);
  const reply = useCreateComment(postId);
  const edit = useUpdateComment(postId);
  const remove = useDeleteComment(postId);
  const isAuthor = user?.id === comment.author.id;
  const subject = `comment by ${comment.author.name}`;
  const close = () => setMode('read');

  return (
    <li className="comment" aria-label={`Comment by ${comment.author.name}`}>
      <p className="comment__meta">
        <Link to={`/profile/${encodeURIComponent(comment.author.username)}`}>{comment.author.name}</Link>
        <time dateTime={comment.createdAt}>{timeAgo(comment.createdAt)}</time>
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
          onVote={(value) => vote(comment, value)}
        />
        {user && !locked && (
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
            <CommentItem key={child.id} comment={child} postId={postId} locked={locked} />
          ))}
        </ol>
      )}
    </li>
  );
}
