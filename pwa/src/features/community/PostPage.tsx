import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { communityTexts } from '@shared/community/texts';
import { isNotFound } from '@/http/isNotFound';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { ExternalLink } from '@/ui/ExternalLink';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { usePageTitle } from '@/ui/usePageTitle';
import { NotFoundState } from '@/ui/NotFoundState';
import { CommentSection } from './CommentSection';
import { LinkifiedText } from './LinkifiedText';
import { PostActions } from './PostActions';
import { PostEditForm } from './PostEditForm';
import { PostMeta } from './PostMeta';
import { withQueuedPostVote } from './queuedOverlay';
import { useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import { usePost } from './useForumQueries';
import { useForumViewer } from './useForumViewer';
import { usePostVote } from './useVotes';
import { VoteButtons } from './VoteButtons';
import './community.css';

/** /post/:id (docs/product/screens.md Post detail): the post, its votes and actions, and the comment thread. */
export default function PostPage() {
  const { id = '' } = useParams();
  useForumViewer();
  const postQuery = usePost(id);
  const { data: stored, isPending, error, refetch } = postQuery;
  const savedAt = useSavedCopyAge(postQuery);
  const queued = useQueuedWrites();
  const vote = usePostVote();
  const [editing, setEditing] = useState(false);
  usePageTitle(stored?.title ?? 'Post');

  if (isPending) return <LoadingState />;
  if (!stored) {
    if (isNotFound(error)) {
      return (
        <NotFoundState
          title={communityTexts.postNotFound}
          message="This post does not exist or was removed."
          linkTo="/community"
          linkLabel="Back to Community"
        />
      );
    }
    return <LoadError what="This post" pageTitle="Post" onRetry={() => void refetch()} />;
  }
  // My vote still on this device counts in, marked as waiting.
  const { post, waiting } = withQueuedPostVote(stored, queued);
  return (
    <article className="page post-page" aria-labelledby="page-title">
      <Breadcrumbs
        items={[
          { label: 'Community', to: '/community' },
          { label: post.community.name, to: `/community/${encodeURIComponent(post.community.slug)}` },
          { label: post.title },
        ]}
      />
      {savedAt && <DataAge at={savedAt} />}
      <div className="post-page__post card">
        <VoteButtons
          subject={post.title}
          count={post.voteCount}
          myVote={post.myVote}
          waiting={waiting}
          onVote={(value) => vote(stored, value)}
        />
        <div className="post-page__content">
          <PostMeta post={post} />
          <h1 id="page-title">{post.title}</h1>
          {editing ? (
            <PostEditForm post={post} onDone={() => setEditing(false)} />
          ) : (
            <>
              {post.url && (
                <p className="post-page__link">
                  <ExternalLink href={post.url}>{post.url}</ExternalLink>
                </p>
              )}
              {post.imageUrl && <img className="post-page__image" src={post.imageUrl} alt={`Shared with the post: ${post.title}`} />}
              {post.body && <LinkifiedText className="post-page__body" text={post.body} />}
            </>
          )}
          <PostActions post={post} onEdit={() => setEditing(true)} />
        </div>
      </div>
      <CommentSection post={post} queued={queued} />
    </article>
  );
}
