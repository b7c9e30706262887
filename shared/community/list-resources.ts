import { declareResource } from '../http/resource';
import { postListQuerySchema } from './post-list-query';
import { communityListSchema, postPageSchema } from './responses';

/**
 * The forum's lists (docs/product/screens.md Community, Home): every community, and posts page by page. Apart from a
 * post's page and the writes (./resources.ts), whose schemas the first screens never need. Served by
 * api/community/community-routes.ts and post-routes.ts, from the read cache.
 */
export const forumListResources = {
  communities: declareResource({
    method: 'GET',
    path: '/api/communities',
    response: communityListSchema,
    access: 'anyone',
    cacheTopic: 'communities',
    device: 'kept',
  }),
  /** One page, newest or top first; `cursor` is the previous page's `nextCursor`. 404 for an unknown community. */
  posts: declareResource({
    method: 'GET',
    path: '/api/posts',
    query: postListQuerySchema,
    response: postPageSchema,
    errors: [404],
    access: 'anyone',
    cacheTopic: 'forum',
    device: 'kept',
  }),
};
