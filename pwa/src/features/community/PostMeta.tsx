import { Link } from 'react-router-dom';
import type { Post } from '@shared/community/responses';
import { TimeAgo } from '@/ui/TimeAgo';

/** Community badge, author and age of a post, each a link where there is somewhere to go. */
export function PostMeta({ post }: { post: Post }) {
  return (
    <p className="post-meta">
      <Link className="community-badge" to={`/community/${encodeURIComponent(post.community.slug)}`}>
        {post.community.name}
      </Link>
      <span>
        Posted by <Link to={`/profile/${encodeURIComponent(post.author.username)}`}>{post.author.name}</Link>
      </span>
      <TimeAgo iso={post.createdAt} />
    </p>
  );
}
