import type { FastifyInstance } from 'fastify';

/** Home page counters (issue 13). */
export async function siteStatsRoutes(_app: FastifyInstance) {}
