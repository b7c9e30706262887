import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../uploads/file-store';

/** The signed-in member's garage: add, edit, delete cars and their photos (issue 13). */
export async function garageRoutes(_app: FastifyInstance, _options: { files: FileStore }) {}
