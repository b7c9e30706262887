import { forumListResources } from '@shared/community/list-resources';
import type { PostSort } from '@shared/community/forum-limits';
import { postResources } from '@shared/community/resources';
import { keyOf } from '@/http/resources';

/**
 * The forum's query keys, from its declared reads (shared/community/list-resources.ts, resources.ts). Every post read
 * (a post's page, a list's pages, the home page's newest: features/home/useLatestPosts.ts) sits under `allPosts`, so
 * one forum write refreshes them all.
 */
export const forumKeys = {
  allPosts: keyOf(forumListResources.posts),
  post: (id: string) => keyOf(postResources.detail, { params: { id } }),
  /** One community's list ('' for all) in one sort, fetched a page at a time (the cursor is each page's). */
  pages: (community: string, sort: PostSort) => keyOf(forumListResources.posts, { query: { community, sort } }),
  communities: keyOf(forumListResources.communities),
};
