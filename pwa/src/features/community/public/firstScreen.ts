import { forumListResources } from '@shared/community/list-resources';
import { postResources } from '@shared/community/resources';
import { communityListSchema } from '@shared/community/responses';
import { postDetailSchema } from '@shared/community/thread-responses';
import { resourceUrl } from '@shared/http/resource';
import type { FirstScreenPage } from '@shared/pwa/first-screen';
import { communityPageTitle, shownSort } from '../communityPage';
import { forumKeys } from '../forumKeys';

/**
 * What the forum's lists (CommunityPage: /community and /community/:slug) read for their first screen, for the server
 * to render them with (app/serverRender.tsx): the communities and the shown sort's first page of posts.
 */
export function communityFirstScreen(slug: string | undefined, search: URLSearchParams): FirstScreenPage {
  const sort = shownSort(search.get('sort'));
  return {
    queries: [
      { key: forumKeys.communities, address: resourceUrl(forumListResources.communities) },
      {
        key: forumKeys.pages(slug ?? '', sort),
        address: resourceUrl(forumListResources.posts, { query: { sort, community: slug } }),
        firstPage: true,
      },
    ],
    title: ([communities]) => communityPageTitle(slug, communityListSchema.safeParse(communities).data),
  };
}

/** What a post's page (PostPage) reads for its first screen: the post with its comments. */
export function postFirstScreen(id: string): FirstScreenPage {
  return {
    queries: [{ key: forumKeys.post(id), address: resourceUrl(postResources.detail, { params: { id } }) }],
    title: ([post]) => postDetailSchema.safeParse(post).data?.title,
  };
}
