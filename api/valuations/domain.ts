import type { Domain } from '../base/domain';
import { valuationAdminRoutes } from './admin-routes';
import { valuationRoutes } from './routes';

/** The value guide for everyone; its changes by admins. */
export const valuationsDomain: Domain = {
  public: async (app) => {
    await app.register(valuationRoutes);
  },
  members: async (app) => {
    await app.register(valuationAdminRoutes);
  },
};
