import type { Valuation as ValuationDto, ValuationPoint } from '../../shared/valuations/schemas';
import type { ValuationEntity } from './valuation.entity';

/** The docs/product/api.md GET /api/valuations item, with its earlier figures (`history`, oldest first; see history.ts). */
export const toValuation = (row: ValuationEntity, history: readonly ValuationPoint[] = []): ValuationDto => ({
  id: row.id,
  modelSlug: row.modelSlug,
  year: row.year,
  trim: row.trim,
  excellentValue: row.excellentValue,
  goodValue: row.goodValue,
  fairValue: row.fairValue,
  poorValue: row.poorValue,
  notes: row.notes ?? null,
  lastUpdated: row.lastUpdated,
  source: row.source,
  asOf: row.asOf,
  history: [...history],
});

/** A set of figures (a history row's, or a row's current ones about to be replaced) as the history lists it. */
export const toValuationPoint = (
  point: Pick<ValuationEntity, 'excellentValue' | 'goodValue' | 'fairValue' | 'poorValue' | 'source' | 'asOf'>,
): ValuationPoint => ({
  excellentValue: point.excellentValue,
  goodValue: point.goodValue,
  fairValue: point.fairValue,
  poorValue: point.poorValue,
  source: point.source,
  asOf: point.asOf,
});
