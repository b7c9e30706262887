import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { searchResources } from '../../shared/search/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { prefixTsQuery, searchModels, searchPosts, searchUsers } from './documents';

/** Header search over models, posts and users (docs/product/screens.md top bar): public, a few best matches per group. */
export async function searchRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(...served(app, searchResources.results), async (request) => {
    const { q, limit } = request.query;
    const tsQuery = prefixTsQuery(q);
    // Only punctuation or operators: nothing to look for.
    if (!tsQuery) return { models: [], posts: [], users: [] };
    const models = await searchModels(request.em, tsQuery, limit);
    const posts = await searchPosts(request.em, tsQuery, limit);
    const users = await searchUsers(request.em, tsQuery, limit);
    return { models, posts, users };
  });
}
