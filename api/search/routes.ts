import type { FastifyInstance } from 'fastify';

/** Header search over models, posts and users (issue 13). */
export async function searchRoutes(_app: FastifyInstance) {}
