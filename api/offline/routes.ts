import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { offlineResources } from '../../shared/offline/resources';
import { type OfflineSnapshot } from '../../shared/offline/schemas';
import { SNAPSHOT_FORMAT } from '../../shared/offline/snapshot-version';
import { toModelImage, toModelSummary, toTrimDetail, toYearDetail } from '../catalogue';
import { Model } from '../catalogue';
import { ModelImage } from '../catalogue';
import { featuredByModel, loadGaragePhotos } from '../catalogue';
import { ModelYear, type ModelYearEntity } from '../catalogue';
import { Trim, type TrimEntity } from '../catalogue';
import { Community } from '../community';
import { DiyVideo } from '../diy';
import { toDiyVideo } from '../diy';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { toValuation } from '../valuations';
import { historyByValuation } from '../valuations';
import { readApprovedSales } from '../valuations';
import { Valuation } from '../valuations';
import { snapshotIds } from './snapshot-ids';
import { matchesIfNoneMatch, snapshotEtag } from './snapshot-version';

const changedSince = (since: Date | null) => (since ? { updatedAt: { $gt: since } } : {});

/**
 * Years to send: all of them, or (with `since`) those changed, those of a changed model (their embedded model
 * name may have changed) and those with a changed trim (their trim list did). Each comes with all its trims,
 * because the year page lists them.
 */
async function yearsWithTrims(em: EntityManager, since: Date | null) {
  let where: FilterQuery<ModelYearEntity> = {};
  if (since) {
    const changedTrims = await em.find(Trim, { updatedAt: { $gt: since } }, { fields: ['year'] });
    where = {
      $or: [
        { updatedAt: { $gt: since } },
        { model: { updatedAt: { $gt: since } } },
        { id: { $in: [...new Set(changedTrims.map((trim) => trim.year.id))] } },
      ],
    };
  }
  const years = await em.find(ModelYear, where, { populate: ['model'], orderBy: { model: { slug: 'asc' }, year: 'asc' } });
  const trims = years.length
    ? await em.find(
        Trim,
        { year: { $in: years.map((year) => year.id) } },
        { populate: ['year', 'year.model'], orderBy: { year: { model: { slug: 'asc' }, year: 'asc' }, createdAt: 'asc', name: 'asc' } },
      )
    : [];
  const trimsByYear = new Map<string, TrimEntity[]>();
  for (const trim of trims) trimsByYear.set(trim.year.id, [...(trimsByYear.get(trim.year.id) ?? []), trim]);
  return {
    years: years.map((year) => toYearDetail(year, trimsByYear.get(year.id) ?? [])),
    trims: trims.map(toTrimDetail),
  };
}

/**
 * GET /api/offline/snapshot: everything the PWA mirrors for offline reading, in a handful of queries.
 * A strong ETag lets an unchanged mirror get a bodiless 304; `?since=` sends only rows changed after it
 * plus every current key, so the client can also drop deleted rows.
 */
export async function offlineRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(...served(app, offlineResources.snapshot), async (request, reply) => {
    const { em } = request;
    // Taken before reading, so a row changed while we read is sent again next time rather than missed.
    const generatedAt = new Date();
    const etag = await snapshotEtag(em);
    // no-cache: the browser may keep it but must revalidate, which is what the ETag is for.
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const since = request.query.since ? new Date(request.query.since) : null;
    const [models, catalogue, valuations, history, diyVideos, communities, modelImages, garagePhotos, sales, ids] = await Promise.all([
      em.find(Model, changedSince(since), { orderBy: { featured: 'desc', firstYear: 'asc', name: 'asc' } }),
      yearsWithTrims(em, since),
      em.find(Valuation, changedSince(since), { orderBy: { modelSlug: 'asc', year: 'asc', trim: 'asc' } }),
      // A row's history changes only with the row (an admin's edit), so the rows sent bring theirs.
      historyByValuation(em, since ? { valuation: changedSince(since) } : {}),
      em.find(DiyVideo, changedSince(since), { orderBy: { publishedAt: 'desc nulls last', createdAt: 'desc', youtubeId: 'asc' } }),
      em.find(Community, since ? { createdAt: { $gt: since } } : {}, { orderBy: { slug: 'asc' } }),
      // All of them even with `since`: images have no updatedAt, and there are few.
      em.find(ModelImage, {}, { orderBy: { model: 'asc', displayOrder: 'asc', createdAt: 'asc' } }),
      loadGaragePhotos(em),
      // All of them even with `since` (shared/offline/schemas.ts).
      readApprovedSales(em),
      since ? snapshotIds(em) : null,
    ]);
    const pictures = { featured: featuredByModel(modelImages), garagePhotos };
    return {
      format: SNAPSHOT_FORMAT,
      generatedAt: generatedAt.toISOString(),
      since: since ? since.toISOString() : null,
      models: models.map((model) => toModelSummary(model, pictures)),
      years: catalogue.years,
      trims: catalogue.trims,
      valuations: valuations.map((row) => toValuation(row, history.get(row.id))),
      diyVideos: diyVideos.map(toDiyVideo),
      communities: communities.map(({ slug, name, description }) => ({ slug, name, description })),
      modelImages: modelImages.map((image) => ({ modelId: image.model.id, ...toModelImage(image) })),
      sales,
      ids,
    } satisfies OfflineSnapshot;
  });
}
