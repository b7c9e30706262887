import type { ModelDetail, ModelSummary } from './responses';

/** What the model page's specs and market block are derived from (the API's tables, or the offline mirror). */
export interface ModelDetailSources {
  /** The model's catalogue years, ascending. */
  years: readonly number[];
  /** Its trims ordered by year, then as the year page lists them, so the distinct lists keep one order everywhere. */
  trims: readonly { engineOptions: readonly string[]; transmissionOptions: readonly string[] }[];
  valuations: readonly { poorValue: number; goodValue: number; excellentValue: number }[];
}

const distinct = (values: readonly string[]) => [...new Set(values)];

/**
 * The one derivation of GET /api/models/{slug}: shared so the PWA can answer the same page from its offline
 * mirror without drifting from the server. Market: lowest #4, highest #1, average of the #2 (good) values.
 */
export function deriveModelDetail(model: ModelSummary, { years, trims, valuations }: ModelDetailSources): ModelDetail {
  const market = valuations.length
    ? {
        lowest: Math.min(...valuations.map((v) => v.poorValue)),
        highest: Math.max(...valuations.map((v) => v.excellentValue)),
        average: Math.round(valuations.reduce((sum, v) => sum + v.goodValue, 0) / valuations.length),
        valuationCount: valuations.length,
      }
    : null;
  return {
    ...model,
    years: [...years],
    engines: distinct(trims.flatMap((trim) => trim.engineOptions)),
    transmissions: distinct(trims.flatMap((trim) => trim.transmissionOptions)),
    market,
  };
}
