import type { FastifyInstance } from 'fastify';

/** Direct messages between members (issue 14). */
export async function messageRoutes(_app: FastifyInstance) {}
