import type { FastifyInstance } from 'fastify';
import { valuationResources } from '../../shared/valuations/resources';
import { served } from '../base/plugins/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { toValuation } from './dto';
import { historyByValuation } from './history';
import { Valuation } from './valuation.entity';

/** docs/product/api.md GET /api/valuations: the whole value guide (a few hundred rows at most), for offline use. */
export async function valuationRoutes(app: FastifyInstance) {
  const list = valuationResources.list;
  app.withTypeProvider<ZodTypeProvider>().get(...served(app, list), (request, reply) =>
    app.readCache.reply(request, reply, list.response, async () => {
      const [rows, history] = await Promise.all([
        request.em.find(Valuation, {}, { orderBy: { modelSlug: 'asc', year: 'asc', trim: 'asc' } }),
        historyByValuation(request.em),
      ]);
      return rows.map((row) => toValuation(row, history.get(row.id)));
    }),
  );
}
