import type { Domain } from '../base/domain';
import { diyAdminRoutes } from './admin-routes';
import { diyRoutes } from './routes';

/** The DIY videos for everyone; their changes by admins. */
export const diyDomain: Domain = {
  public: async (app) => {
    await app.register(diyRoutes);
  },
  members: async (app) => {
    await app.register(diyAdminRoutes);
  },
};
