import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { forumListResources } from '../../shared/community/list-resources';
import { communityListSchema } from '../../shared/community/responses';
import type { ZodTypeProvider } from '../base/plugins/zod';

/** GET /api/communities (docs/product/api.md): every community by name, with its number of posts, in one grouped query. */
export async function communityRoutes(app: FastifyInstance) {
  // From the read cache (api/read-cache), rebuilt when a community or the number of its posts changes.
  app.withTypeProvider<ZodTypeProvider>().get(...served(app, forumListResources.communities), (request, reply) =>
    app.readCache.reply(
      request,
      reply,
      communityListSchema,
      async () => {
        const rows = await request.em.execute<Array<{ slug: string; name: string; description: string; post_count: number }>>(
          `select c.slug, c.name, c.description, count(p.id)::int as post_count
             from communities c left join posts p on p.community_id = c.id
             group by c.id order by c.name, c.slug`,
        );
        return rows.map((row) => ({ slug: row.slug, name: row.name, description: row.description, postCount: row.post_count }));
      },
      'communities',
    ),
  );
}
