import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { catalogueResources } from '../../shared/catalogue/resources';
import { trimDetailSchema, yearDetailSchema } from '../../shared/catalogue/reference-responses';
import { modelDetailSchema, modelImageListSchema, modelListSchema, yearListSchema } from '../../shared/catalogue/responses';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { toModelImage, toModelSummary, toTrimDetail, toYearDetail } from './dto';
import { findModelOr404, findTrimOr404, findYearOr404 } from './lookups';
import { buildModelDetail, type ModelValuations } from './model-detail';
import { ModelImage } from './model-image.entity';
import { loadModelPictureSources } from './model-picture';
import { ModelYear } from './model-year.entity';
import { Model } from './model.entity';
import { Trim } from './trim.entity';

/** Public catalogue reads: models, their years and trims, and model images. */
export async function cataloguePublicRoutes(app: FastifyInstance, options: { valuations: ModelValuations }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Every answer here comes from the read cache (api/read-cache), rebuilt only when the catalogue changes.
  routes.get(...served(app, catalogueResources.models), (request, reply) =>
    app.readCache.reply(request, reply, modelListSchema, async () => {
      const [models, pictures] = await Promise.all([
        request.em.find(Model, {}, { orderBy: { featured: 'desc', firstYear: 'asc', name: 'asc' } }),
        loadModelPictureSources(request.em),
      ]);
      return models.map((model) => toModelSummary(model, pictures));
    }),
  );

  routes.get(...served(app, catalogueResources.model), (request, reply) =>
    app.readCache.reply(request, reply, modelDetailSchema, async () =>
      buildModelDetail(request.em, await findModelOr404(request.em, request.params.model), options.valuations),
    ),
  );

  routes.get(...served(app, catalogueResources.images), (request, reply) =>
    app.readCache.reply(request, reply, modelImageListSchema, async () => {
      const model = await findModelOr404(request.em, request.params.model);
      const images = await request.em.find(ModelImage, { model }, { orderBy: { displayOrder: 'asc', createdAt: 'asc' } });
      return images.map(toModelImage);
    }),
  );

  routes.get(...served(app, catalogueResources.years), (request, reply) =>
    app.readCache.reply(request, reply, yearListSchema, async () => {
      const model = await findModelOr404(request.em, request.params.model);
      const years = await request.em.find(ModelYear, { model }, { orderBy: { year: 'asc' } });
      const trims = await request.em.find(Trim, { year: { model } }, { fields: ['year'] });
      const countByYear = new Map<string, number>();
      for (const trim of trims) countByYear.set(trim.year.id, (countByYear.get(trim.year.id) ?? 0) + 1);
      return years.map((row) => ({
        year: row.year,
        overview: row.overview ?? null,
        productionNumbers: row.productionNumbers ?? null,
        trimCount: countByYear.get(row.id) ?? 0,
      }));
    }),
  );

  routes.get(...served(app, catalogueResources.year), (request, reply) =>
    app.readCache.reply(request, reply, yearDetailSchema, async () => {
      const modelYear = await findYearOr404(request.em, request.params.model, request.params.year);
      const trims = await request.em.find(Trim, { year: modelYear }, { orderBy: { createdAt: 'asc', name: 'asc' } });
      return toYearDetail(modelYear, trims);
    }),
  );

  routes.get(...served(app, catalogueResources.trim), (request, reply) =>
    app.readCache.reply(request, reply, trimDetailSchema, async () => {
      const { model, year, trim: trimSlug } = request.params;
      return toTrimDetail(await findTrimOr404(request.em, model, year, trimSlug));
    }),
  );
}
