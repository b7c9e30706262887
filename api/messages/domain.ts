import type { Domain } from '../base/domain';
import { messageRoutes } from './routes';

/** Direct messages: under the session. */
export const messagesDomain: Domain = {
  members: async (app) => {
    await app.register(messageRoutes);
  },
};
