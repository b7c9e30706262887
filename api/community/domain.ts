import type { Domain } from '../base/domain';
import { commentRoutes } from './comment-routes';
import { communityRoutes } from './community-routes';
import { postImageRoutes } from './post-image-routes';
import { postRoutes } from './post-routes';
import { reportRoutes } from './report-routes';
import { voteRoutes } from './vote-routes';

/**
 * The forum (docs/product/screens.md Community and Post detail): the communities' list for everyone; posts, comments,
 * votes and reports under the session, as a member sees their own votes.
 */
export const communityDomain: Domain = {
  public: async (app) => {
    await app.register(communityRoutes);
  },
  members: async (app, { files }) => {
    await app.register(postRoutes, { files });
    await app.register(postImageRoutes, { files });
    await app.register(commentRoutes);
    await app.register(voteRoutes);
    await app.register(reportRoutes);
  },
};
