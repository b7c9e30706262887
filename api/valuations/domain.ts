import type { Domain } from '../base/domain';
import { valuationAdminRoutes } from './admin-routes';
import { valuationRoutes } from './routes';
import { saleImportRoutes } from './sale-import-routes';
import { saleAdminRoutes, saleMemberRoutes, saleReadRoutes } from './sale-routes';

/** The value guide and its approved sales for everyone; sales reported by members; changes and reviews by admins. */
export const valuationsDomain: Domain = {
  public: async (app) => {
    await app.register(valuationRoutes);
    await app.register(saleReadRoutes);
  },
  members: async (app) => {
    await app.register(valuationAdminRoutes);
    await app.register(saleMemberRoutes);
    await app.register(saleAdminRoutes);
    await app.register(saleImportRoutes);
  },
};
