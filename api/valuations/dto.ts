import type { Valuation as ValuationDto } from '../../shared/valuations/schemas';
import type { ValuationEntity } from './valuation.entity';

/** The SPEC §7 GET /api/valuations item. */
export const toValuation = (row: ValuationEntity): ValuationDto => ({
  modelSlug: row.modelSlug,
  year: row.year,
  trim: row.trim,
  excellentValue: row.excellentValue,
  goodValue: row.goodValue,
  fairValue: row.fairValue,
  poorValue: row.poorValue,
  notes: row.notes ?? null,
  lastUpdated: row.lastUpdated,
});
