import { deriveModelDetail } from '@shared/catalogue/model-detail';
import type { TrimDetail, YearDetail } from '@shared/catalogue/reference-responses';
import type { ModelDetail, ModelImage, ModelSummary } from '@shared/catalogue/responses';
import type { DiyCategoryFilter, DiyModelFilter, DiyVideo } from '@shared/diy/schemas';
import type { PublicSale } from '@shared/valuations/sales';
import type { Valuation } from '@shared/valuations/schemas';

/**
 * Dexie is loaded on a read's first use, not with the page: on a first visit nothing is read from the mirror at all
 * (see databaseExists), and evaluating Dexie would be start-up work for nothing.
 */
const loadMirrorDb = async () => (await import('./db')).mirrorDb;

/*
 * Answers to the live calls, built from the mirror. Each gives undefined when the mirror cannot answer
 * (never filled, or the row is not there), so the caller reports the network failure instead of
 * inventing an empty list or a "not found".
 */

const isFilled = async () => (await (await loadMirrorDb()).meta.get('sync')) !== undefined;

/** GET /api/models order: featured first, then by first year and name. */
const byCatalogueOrder = (a: ModelSummary, b: ModelSummary) =>
  Number(b.featured) - Number(a.featured) || a.firstYear - b.firstYear || a.name.localeCompare(b.name);

export async function readModels(): Promise<ModelSummary[] | undefined> {
  if (!(await isFilled())) return undefined;
  const mirrorDb = await loadMirrorDb();
  return (await mirrorDb.models.toArray()).sort(byCatalogueOrder);
}

/** GET /api/models/{slug}, with the API's own derivation of specs and market values. */
export async function readModel(slug: string): Promise<ModelDetail | undefined> {
  const mirrorDb = await loadMirrorDb();
  const model = await mirrorDb.models.get(slug);
  if (!model) return undefined;
  const [years, valuations] = await Promise.all([
    mirrorDb.years.where('modelSlug').equals(slug).sortBy('year'),
    mirrorDb.valuations.where('modelSlug').equals(slug).toArray(),
  ]);
  return deriveModelDetail(model, {
    years: years.map((row) => row.year),
    // The year pages list their trims in the API's order, which is the order the API derives from.
    trims: years.flatMap((row) => row.detail.trims),
    valuations,
  });
}

/**
 * GET /api/models/{id}/images in display order (the API's createdAt tie-break is not mirrored, so ties go by id).
 * Undefined when the model itself is not mirrored, so an unknown id still reports the network failure.
 */
export async function readModelImages(modelId: string): Promise<ModelImage[] | undefined> {
  const mirrorDb = await loadMirrorDb();
  if ((await mirrorDb.models.filter((model) => model.id === modelId).count()) === 0) return undefined;
  const rows = await mirrorDb.modelImages.where('modelId').equals(modelId).toArray();
  return rows
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id.localeCompare(b.id))
    .map(({ id, imageUrl, caption, isFeatured, displayOrder }) => ({ id, imageUrl, caption, isFeatured, displayOrder }));
}

export async function readYear(slug: string, year: number): Promise<YearDetail | undefined> {
  const mirrorDb = await loadMirrorDb();
  return (await mirrorDb.years.get([slug, year]))?.detail;
}

export async function readTrim(slug: string, year: number, trim: string): Promise<TrimDetail | undefined> {
  const mirrorDb = await loadMirrorDb();
  return (await mirrorDb.trims.get([slug, year, trim]))?.detail;
}

/** GET /api/valuations: the primary key [modelSlug+year+trim] already gives the API's order. */
export async function readValuations(): Promise<Valuation[] | undefined> {
  if (!(await isFilled())) return undefined;
  const mirrorDb = await loadMirrorDb();
  return mirrorDb.valuations.toArray();
}

/** GET /api/sales in the API's order: newest sale first (ties by id, the creation time is not mirrored). */
export async function readApprovedSales(): Promise<{ items: PublicSale[] } | undefined> {
  if (!(await isFilled())) return undefined;
  const mirrorDb = await loadMirrorDb();
  const sales = await mirrorDb.sales.toArray();
  return { items: sales.sort((a, b) => b.soldOn.localeCompare(a.soldOn) || a.id.localeCompare(b.id)) };
}

/** Newest first, undated last; the API's createdAt tie-break is not mirrored, so ties go by id. */
const byNewest = (a: DiyVideo, b: DiyVideo) =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || a.youtubeId.localeCompare(b.youtubeId);

/** GET /api/diy-videos with the server-side filters applied here. */
export async function readDiyVideos({ category, model }: { category: DiyCategoryFilter; model: DiyModelFilter }) {
  if (!(await isFilled())) return undefined;
  const mirrorDb = await loadMirrorDb();
  const videos = await mirrorDb.diyVideos.toArray();
  return videos
    .filter((video) => (category === 'all' || video.category === category) && (model === 'all' || video.modelSlugs.includes(model)))
    .sort(byNewest);
}
