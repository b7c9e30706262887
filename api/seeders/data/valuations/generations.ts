import type { ValuationContent } from '@shared/catalogue/valuation-schemas';

/** The market date of the generation estimates below. */
const LAST_UPDATED = '2026-11-01';

/**
 * One editorial estimate for a run of model years that share a body, an engine line-up and a market: the four tiers
 * in whole USD (#1 concours to #4 fair/project), and the notes naming the body and engine the figures assume.
 */
export interface GenerationEstimate {
  modelSlug: string;
  /** First and last model year, inclusive. */
  years: readonly [number, number];
  trim: string;
  /** #1, #2, #3, #4. */
  values: readonly [number, number, number, number];
  notes: string;
}

/** Said on every row, beside the editors' source (the seed's `source`): the figures are not the year's own. */
const GENERATION_BASIS = 'The same estimate for every year of this generation.';

/** One value-guide row per model year of each generation, each saying what it assumes and what it rests on. */
export const rowsOfGenerations = (estimates: readonly GenerationEstimate[]): ValuationContent[] =>
  estimates.flatMap(({ modelSlug, years: [first, last], trim, values, notes }) =>
    Array.from({ length: last - first + 1 }, (_, offset) => first + offset).map((year) => ({
      modelSlug,
      year,
      trim,
      excellentValue: values[0],
      goodValue: values[1],
      fairValue: values[2],
      poorValue: values[3],
      notes: `${notes} ${GENERATION_BASIS}`,
      lastUpdated: LAST_UPDATED,
    })),
  );
