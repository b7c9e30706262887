import type { Domain } from '../base/domain';
import { mentionRoutes } from './mention-routes';
import { pushRoutes } from './push-routes';
import { notificationRoutes } from './routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/** A member's notifications, push and @mentions under the session; unsubscribing is signed by its link, never a session. */
export const notificationsDomain: Domain = {
  public: async (app) => {
    await app.register(unsubscribeRoutes);
  },
  members: async (app) => {
    await app.register(mentionRoutes);
    await app.register(notificationRoutes);
    await app.register(pushRoutes);
  },
};
