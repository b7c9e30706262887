import type { Domain } from '../base/domain';
import { searchRoutes } from './routes';

/** Search: the same answer for everyone. */
export const searchDomain: Domain = {
  public: async (app) => {
    await app.register(searchRoutes);
  },
};
