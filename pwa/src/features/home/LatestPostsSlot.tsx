import { Link } from 'react-router-dom';
import { useHydrated } from '@/ui/useHydrated';
import { LatestPostItem } from './LatestPostItem';
import { LatestPostSkeleton } from './LatestPostSkeleton';
import { FIRST_TOPIC, HOME_POST_COUNT } from './stats';
import { useLatestPosts } from './useLatestPosts';

/**
 * docs/product/screens.md Home: the 3 newest posts, each linking to /post/{id}; 3 skeletons while loading (docs/product/limits.md). Skeletons
 * also in the first render after a prerendered page, which the build rendered with no data (see StatsStrip).
 */
export function LatestPostsSlot() {
  const hydrated = useHydrated();
  const { data, isError } = useLatestPosts(HOME_POST_COUNT);
  const posts = hydrated ? data : undefined;
  const failed = hydrated && isError && !posts;

  return (
    <section className="home-section" aria-labelledby="latest-posts-title" aria-busy={!posts && !failed}>
      <div className="home-section__head">
        <h2 id="latest-posts-title">Latest Posts</h2>
        <Link to="/community" className="home-section__more">
          View all posts
        </Link>
      </div>
      {posts ? (
        posts.length === 0 ? (
          <p className="home-section__empty">
            No posts yet. <Link to={FIRST_TOPIC.to}>{FIRST_TOPIC.label}</Link> in the community.
          </p>
        ) : (
          <ul className="latest-posts">
            {posts.map((post) => (
              <li key={post.id}>
                <LatestPostItem post={post} />
              </li>
            ))}
          </ul>
        )
      ) : failed ? (
        <p className="home-section__empty">Latest posts could not be loaded right now.</p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            Loading posts...
          </p>
          <ul className="latest-posts skeleton-group" aria-hidden="true">
            {Array.from({ length: HOME_POST_COUNT }, (_, index) => (
              <li key={index}>
                <LatestPostSkeleton />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
