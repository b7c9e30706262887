import type { Domain } from '../base/domain';
import { healthRoutes } from './routes';

/** Liveness and readiness, for load balancers: public. */
export const healthDomain: Domain = {
  public: async (app) => {
    await app.register(healthRoutes);
  },
};
