import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity-routes';
import { reportAdminRoutes } from './report-admin-routes';
import { userAdminRoutes } from './user-admin-routes';

/**
 * Admin panel, under /api/admin: counters and reports for moderators and admins; users, roles,
 * blocks and the activity log for admins only. Each part is its own plugin, so each guard covers only its routes.
 */
export async function moderationRoutes(app: FastifyInstance) {
  await app.register(reportAdminRoutes);
  await app.register(userAdminRoutes);
  await app.register(activityRoutes);
}
