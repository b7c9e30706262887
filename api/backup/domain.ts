import type { Domain } from '../base/domain';
import { backupRoutes } from './plugin';

/** "Back up now" in the admin's System tab: under the session. */
export const backupDomain: Domain = {
  members: async (app) => {
    await app.register(backupRoutes);
  },
};
