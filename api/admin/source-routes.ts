import type { FastifyInstance } from 'fastify';

/** Admin: catalogue data sources (issue 14). */
export async function sourceAdminRoutes(_app: FastifyInstance) {}
