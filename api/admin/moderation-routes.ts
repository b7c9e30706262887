import type { FastifyInstance } from 'fastify';

/** Admin panel: counters, reports, users, activity (issue 14). */
export async function moderationRoutes(_app: FastifyInstance) {}
