import type { Domain } from '../base/domain';
import { siteStatsRoutes } from './routes';

/** The site's figures on the home page: the same for everyone. */
export const statsDomain: Domain = {
  public: async (app) => {
    await app.register(siteStatsRoutes);
  },
};
