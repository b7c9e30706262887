import type { Domain } from '../base/domain';
import { accountRoutes } from './account-routes';
import { blockRoutes } from './block-routes';
import { userProfileRoutes } from './profile-routes';

/** Members' own accounts, profiles and blocks: under the session. */
export const usersDomain: Domain = {
  members: async (app, { files }) => {
    await app.register(accountRoutes, { files });
    await app.register(blockRoutes);
    await app.register(userProfileRoutes);
  },
};
