import { Link } from 'react-router-dom';
import type { UserPost } from '@shared/community/thread-responses';
import { shortDate } from '@shared/format/relativeDates';

const plural = (count: number, word: string) => `${count} ${word}${Math.abs(count) === 1 ? '' : 's'}`;

/** A member's posts (docs/product/screens.md Profile): community badge, date, title, score (ups minus downs), comments. */
export function UserPostList({ posts, emptyText }: { posts: readonly UserPost[]; emptyText: string }) {
  if (posts.length === 0) return <p className="profile-empty">{emptyText}</p>;
  return (
    <ul className="user-post-list">
      {posts.map((post) => (
        <li key={post.id} className="user-post card">
          <p className="post-meta">
            <Link className="community-badge" to={`/community/${encodeURIComponent(post.community.slug)}`}>
              {post.community.name}
            </Link>
            <time dateTime={post.createdAt}>{shortDate(post.createdAt)}</time>
          </p>
          <h3 className="user-post__title">
            <Link to={`/post/${post.id}`}>{post.title}</Link>
          </h3>
          <p className="user-post__stats">
            <span>{plural(post.upvoteCount - post.downvoteCount, 'point')}</span>
            <span>{plural(post.commentCount, 'comment')}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
