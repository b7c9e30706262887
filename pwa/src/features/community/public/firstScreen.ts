import { POST_SORTS, type PostSort } from '@shared/community/forum-limits';
import { forumListResources } from '@shared/community/list-resources';
import { postResources } from '@shared/community/resources';
import { communityListSchema } from '@shared/community/responses';
import { postDetailSchema } from '@shared/community/thread-responses';
import { resourceUrl } from '@shared/http/resource';
import type { FirstScreenPage } from '@shared/pwa/first-screen';
import { forumKeys } from '../forumKeys';

const isSort = (value: string | null): value is PostSort => POST_SORTS.some((sort) => sort === value);

/**
 * What the forum's lists (CommunityPage: /community and /community/:slug) read for their first screen, for the server
 * to render them with (app/serverRender.tsx): the communities and the shown sort's first page of posts.
 */
export function communityFirstScreen(slug: string | undefined, search: URLSearchParams): FirstScreenPage {
  const requested = search.get('sort');
  const sort: PostSort = isSort(requested) ? requested : 'hot';
  return {
    queries: [
      { key: forumKeys.communities, address: resourceUrl(forumListResources.communities) },
      {
        key: forumKeys.pages(slug ?? '', sort),
        address: resourceUrl(forumListResources.posts, { query: { sort, community: slug } }),
        firstPage: true,
      },
    ],
    title: ([communities]) => {
      if (!slug) return 'Community';
      const parsed = communityListSchema.safeParse(communities);
      return (parsed.success ? parsed.data.find((community) => community.slug === slug)?.name : undefined) ?? slug;
    },
  };
}

/** What a post's page (PostPage) reads for its first screen: the post with its comments. */
export function postFirstScreen(id: string): FirstScreenPage {
  return {
    queries: [{ key: forumKeys.post(id), address: resourceUrl(postResources.detail, { params: { id } }) }],
    title: ([post]) => {
      const parsed = postDetailSchema.safeParse(post);
      return parsed.success ? parsed.data.title : undefined;
    },
  };
}
