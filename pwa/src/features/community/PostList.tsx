import type { PostSort } from '@shared/community/forum-schemas';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { PostCard } from './PostCard';
import { usePostPages } from './useForumQueries';

/** SPEC §9: three skeletons while posts load. */
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
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = usePostPages(
    community,
    sort,
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
  if (isError && !data) return <LoadError what="The posts" onRetry={() => void refetch()} />;
  const posts = data.pages.flatMap((page) => page.items);
  if (posts.length === 0) return <p className="post-list__empty">No posts yet. Be the first to start a discussion.</p>;
  return (
    <div className="post-list">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
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
