import type { FastifyInstance } from 'fastify';

/** Admin: DIY videos (issue 14). */
export async function diyAdminRoutes(_app: FastifyInstance) {}
