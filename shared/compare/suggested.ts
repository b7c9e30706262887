import { BUILTIN_COMPARE_MODELS } from './builtin';
import { MAX_COMPARE_MODELS, catalogueCompareId } from './selection';

/**
 * The cars a compare link opens with (docs/product/screens.md: /pontiac/{slug}/compare, /pontiac/{model}/{year}/compare and
 * /compare?model={slug} lead to the compare tool). A year's link compares that year's trims; a model's link its
 * featured samples, or else one trim from each of up to four of its years, across its run.
 */

/** A year's trims, in the year page's order, at most four. */
export function yearSelection(modelSlug: string, year: number, trimSlugs: readonly string[]): string[] {
  return trimSlugs.slice(0, MAX_COMPARE_MODELS).map((trimSlug) => catalogueCompareId({ modelSlug, year, trimSlug }));
}

/** The featured samples of a model (they work offline), oldest first. */
export function builtinSelection(modelSlug: string): string[] {
  return BUILTIN_COMPARE_MODELS.filter((entry) => entry.catalogue?.modelSlug === modelSlug)
    .sort((a, b) => a.year - b.year)
    .slice(0, MAX_COMPARE_MODELS)
    .map((entry) => entry.value);
}

/** Up to `count` of `years` spread evenly from the first to the last, e.g. 1964-1974 → 1964, 1967, 1971, 1974. */
export function spreadYears(years: readonly number[], count = MAX_COMPARE_MODELS): number[] {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  if (sorted.length <= count) return sorted;
  return Array.from({ length: count }, (_, index) => sorted[Math.round((index * (sorted.length - 1)) / (count - 1))]!);
}

/** One trim per year (the first the year page lists), in the order of `firstTrims`. */
export function modelSelection(modelSlug: string, firstTrims: readonly { year: number; trimSlug: string }[]): string[] {
  return firstTrims.slice(0, MAX_COMPARE_MODELS).map(({ year, trimSlug }) => catalogueCompareId({ modelSlug, year, trimSlug }));
}
