import type { FastifyInstance } from 'fastify';
import { commentRoutes } from './comment-routes';
import { postImageRoutes } from './post-image-routes';
import { postRoutes } from './post-routes';
import { reportRoutes } from './report-routes';
import { voteRoutes } from './vote-routes';
import type { FileStore } from '../base/uploads/file-store';

/**
 * The forum API under /api (docs/product/screens.md Community and Post detail): communities, posts, comments, votes and
 * reports. One plugin, so app.ts registers the forum in one line.
 */
export async function forumRoutes(app: FastifyInstance, options: { files: FileStore }) {
  await app.register(postRoutes, { prefix: '/posts', files: options.files });
  await app.register(postImageRoutes, { prefix: '/posts', files: options.files });
  await app.register(commentRoutes);
  await app.register(voteRoutes);
  await app.register(reportRoutes, { prefix: '/reports' });
}
