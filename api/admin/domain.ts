import type { Domain } from '../base/domain';
import { moderationRoutes } from './moderation-routes';
import { sourceAdminRoutes } from './source-routes';
import { systemRoutes } from './system-routes';

/** Moderation, the catalogue's sources and the running site: under the session, each route for its role. */
export const adminDomain: Domain = {
  members: async (app, { files, version }) => {
    await app.register(moderationRoutes);
    await app.register(systemRoutes, { files, version });
    await app.register(sourceAdminRoutes);
  },
};
