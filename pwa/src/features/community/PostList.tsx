import type { PostSort } from '@shared/community/forum-limits';
import { DataAge } from '@/mirror/DataAge';
import { useSavedCopyAge } from '@/mirror/useSavedCopyAge';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { QueuedForumCard } from './QueuedForumCard';
import { queuedOfKind, useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import { PostCard } from './PostCard';
import { usePostPages } from './useForumQueries';

/** docs/product/limits.md: three skeletons while posts load. */
const SKELETONS = 3;

function PostCardSkeleton() {
  return (
    <div className="post-card card post-card--skeleton" aria-hidden="true">
      <div className="forum-skeleton post-card__vote-skeleton" />
      <div className="post-card__body">
        <div className="forum-skeleton forum-skeleton--line forum-skeleton--short" />
        <div className="forum-skeleton forum-skeleton--line" />
        <div className="forum-skeleton forum-skeleton--line" />
      </div>
    </div>
  );
}

/** One sort of one community's posts (or all), a page at a time with "Load more". */
export function PostList({ community, sort }: { community: string | undefined; sort: PostSort }) {
  const pages = usePostPages(community, sort);
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = pages;
  const savedAt = useSavedCopyAge(pages);
  const queued = useQueuedWrites();
  // Posts written on this device and not sent yet lead their community's list (all of them on /community).
  const queuedPosts = queuedOfKind(queued, 'post').filter((item) => !community || item.payload.communitySlug === community);
  const waiting = queuedPosts.length > 0 && (
    <section className="post-list__queued" aria-label="Posts waiting on this device">
      {queuedPosts.map((item) => (
        <QueuedForumCard key={item.id} item={item} />
      ))}
    </section>
  );
  if (isPending) {
    return (
      <div className="post-list" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading posts...
        </p>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <PostCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError && !data) {
    return (
      <>
        {waiting}
        <LoadError what="The posts" onRetry={() => void refetch()} />
      </>
    );
  }
  const posts = data.pages.flatMap((page) => page.items);
  if (posts.length === 0) {
    return (
      <>
        {waiting}
        <p className="post-list__empty">No posts yet. Be the first to start a discussion.</p>
      </>
    );
  }
  return (
    <div className="post-list">
      {savedAt && <DataAge at={savedAt} />}
      {waiting}
      {posts.map((post) => (
        <PostCard key={post.id} post={post} queued={queued} />
      ))}
      {isFetchNextPageError && <LoadError what="More posts" onRetry={() => void fetchNextPage()} />}
      {hasNextPage && !isFetchNextPageError && (
        <Button variant="secondary" className="post-list__more" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
