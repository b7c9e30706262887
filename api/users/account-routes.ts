import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../uploads/file-store';

/** The signed-in member's own profile: edit and avatar (issue 13). */
export async function accountRoutes(_app: FastifyInstance, _options: { files: FileStore }) {}
