import type { Domain } from '../base/domain';
import { offlineRoutes } from './routes';

/** The offline snapshot: the same for everyone. */
export const offlineDomain: Domain = {
  public: async (app) => {
    await app.register(offlineRoutes);
  },
};
