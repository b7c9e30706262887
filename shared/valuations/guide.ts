import { carName } from '../catalogue/car-name';
import type { Valuation } from './schemas';
import { formatUsd } from '../format/number';
import { tierByKey, tierName } from './tiers';

/** docs/product/screens.md: the value guide's selection, kept in the URL query as model, year and trim. */
export interface ValueGuideSelection {
  model: string;
  year: number | null;
  trim: string;
}

export const EMPTY_SELECTION: ValueGuideSelection = { model: '', year: null, trim: '' };

/** A year in a query: four digits, else none. */
export function parseYearParam(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim();
  return /^\d{4}$/.test(text) ? Number(text) : null;
}

export function readValueGuideSelection(params: URLSearchParams): ValueGuideSelection {
  return {
    model: (params.get('model') ?? '').trim(),
    year: parseYearParam(params.get('year')),
    trim: (params.get('trim') ?? '').trim(),
  };
}

export type ValueGuideChange = { model: string } | { year: number | null } | { trim: string };

/**
 * The URL query after a change in the cascade: a new model clears year and trim, a new year clears
 * the trim, and an emptied select removes its parameter. Other parameters are kept.
 */
export function writeValueGuideSelection(current: URLSearchParams, change: ValueGuideChange): URLSearchParams {
  const next = new URLSearchParams(current);
  const setOrDelete = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  if ('model' in change) {
    setOrDelete('model', change.model);
    next.delete('year');
    next.delete('trim');
  } else if ('year' in change) {
    setOrDelete('year', change.year === null ? '' : String(change.year));
    next.delete('trim');
  } else {
    setOrDelete('trim', change.trim);
  }
  return next;
}

/** Model slugs that have values, alphabetical by the name shown. */
export function valuationModelSlugs(valuations: readonly Valuation[], nameOf: (slug: string) => string = (slug) => slug): string[] {
  return [...new Set(valuations.map((row) => row.modelSlug))].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
}

/**
 * The years offered for a model: the catalogue's year range when it is known (so a year without values
 * can be chosen and says so), plus every year that has values, ascending.
 */
export function valuationYears(
  valuations: readonly Valuation[],
  modelSlug: string,
  catalogueRange?: { firstYear: number; lastYear: number } | null,
): number[] {
  const years = new Set(valuations.filter((row) => row.modelSlug === modelSlug).map((row) => row.year));
  if (catalogueRange) for (let year = catalogueRange.firstYear; year <= catalogueRange.lastYear; year += 1) years.add(year);
  return [...years].sort((a, b) => a - b);
}

/** The trims with values for a model year, in the order of the list (the API sorts by trim). */
export function valuationTrims(valuations: readonly Valuation[], modelSlug: string, year: number): string[] {
  return [...new Set(valuations.filter((row) => row.modelSlug === modelSlug && row.year === year).map((row) => row.trim))];
}

/** The row for an exact model, year and trim, if there is one. */
export function findValuation(valuations: readonly Valuation[], selection: ValueGuideSelection): Valuation | undefined {
  if (!selection.model || selection.year === null || !selection.trim) return undefined;
  return valuations.find((row) => row.modelSlug === selection.model && row.year === selection.year && row.trim === selection.trim);
}

export type ValueGuideState =
  { kind: 'choose'; next: 'model' | 'year' | 'trim' } | { kind: 'no-data' } | { kind: 'found'; valuation: Valuation };

/**
 * What the page shows for a selection: a prompt for the next select, the row, or the no-data text as
 * soon as the chosen model, model year or trim has no row.
 */
export function resolveValueGuide(valuations: readonly Valuation[], selection: ValueGuideSelection): ValueGuideState {
  if (!selection.model) return { kind: 'choose', next: 'model' };
  if (!valuations.some((row) => row.modelSlug === selection.model)) return { kind: 'no-data' };
  if (selection.year === null) return { kind: 'choose', next: 'year' };
  if (valuationTrims(valuations, selection.model, selection.year).length === 0) return { kind: 'no-data' };
  if (!selection.trim) return { kind: 'choose', next: 'trim' };
  const valuation = findValuation(valuations, selection);
  return valuation ? { kind: 'found', valuation } : { kind: 'no-data' };
}

/** docs/product/limits.md share text, with the good (#2) value: '1967 GTO (#2 Good): $60,000 — Pontiac Hub value guide'. */
export function valuationShareText(valuation: Pick<Valuation, 'year' | 'trim' | 'goodValue'>, modelName: string, siteName: string): string {
  return `${carName(valuation.year, modelName, valuation.trim)} (${tierName(tierByKey('good'))}): ${formatUsd(valuation.goodValue)} — ${siteName} value guide`;
}
