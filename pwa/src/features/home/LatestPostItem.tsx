import { Link } from 'react-router-dom';
import type { Post } from '@shared/community/responses';
import { TimeAgo } from '@/ui/TimeAgo';

const votesLabel = (count: number) => (Math.abs(count) === 1 ? 'vote' : 'votes');

/** One of the home page's latest posts: votes, community, author, age and title; the whole card opens the post. */
export function LatestPostItem({ post }: { post: Post }) {
  return (
    <article className="latest-post card" aria-labelledby={`latest-post-${post.id}`}>
      <p className="latest-post__votes">
        <span className="latest-post__score">{post.voteCount}</span> {votesLabel(post.voteCount)}
      </p>
      <div className="latest-post__body">
        <p className="latest-post__meta">
          <span className="latest-post__community">{post.community.name}</span>
          <span>Posted by {post.author.name}</span>
          <TimeAgo iso={post.createdAt} />
        </p>
        <h3 className="latest-post__title" id={`latest-post-${post.id}`}>
          <Link to={`/post/${encodeURIComponent(post.id)}`} className="latest-post__link">
            {post.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}
