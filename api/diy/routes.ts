import type { FilterQuery } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { diyResources } from '../../shared/diy/resources';
import { served } from '../base/plugins/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { toDiyVideo } from './dto';
import { DiyVideo, type DiyVideoEntity } from './diy-video.entity';

/** docs/product/api.md GET /api/diy-videos: newest first; category and model filter on the server ('all' = no filter). */
export async function diyRoutes(app: FastifyInstance) {
  const list = diyResources.list;
  app.withTypeProvider<ZodTypeProvider>().get(...served(app, list), (request, reply) =>
    app.readCache.reply(request, reply, list.response, async () => {
      const { category, model } = request.query;
      const where: FilterQuery<DiyVideoEntity> = {};
      if (category && category !== 'all') where.category = category;
      // model_slugs @> array[model]: uses the GIN index.
      if (model && model !== 'all') where.modelSlugs = { $contains: [model] };
      const rows = await request.em.find(DiyVideo, where, {
        orderBy: { publishedAt: 'desc nulls last', createdAt: 'desc', youtubeId: 'asc' },
      });
      return rows.map(toDiyVideo);
    }),
  );
}
