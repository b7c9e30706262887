import { CATALOGUE_FIRST_YEAR, CATALOGUE_LAST_YEAR } from '../catalogue/years';
import { isBuiltinModel } from './builtin';

/** docs/product/validation.md, limits.md: at most four models, no duplicates. */
export const MAX_COMPARE_MODELS = 4;
/** docs/product/screens.md: the selection lives in the URL query 'models' as a comma-separated list. */
export const MODELS_PARAM = 'models';

const CATALOGUE_PREFIX = 'cat';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A catalogue trim as a compare column: /api/models/{modelSlug}/years/{year}/trims/{trimSlug}. */
export interface CatalogueRef {
  modelSlug: string;
  year: number;
  trimSlug: string;
}

/** 'cat:gto:1967:gto'. */
export function catalogueCompareId({ modelSlug, year, trimSlug }: CatalogueRef): string {
  return `${CATALOGUE_PREFIX}:${modelSlug}:${year}:${trimSlug}`;
}

/** The catalogue trim an id names, or null when it is not a well-formed catalogue id. */
export function parseCatalogueCompareId(id: string): CatalogueRef | null {
  const parts = id.split(':');
  if (parts.length !== 4 || parts[0] !== CATALOGUE_PREFIX) return null;
  const [, modelSlug = '', yearText = '', trimSlug = ''] = parts;
  if (!SLUG.test(modelSlug) || !SLUG.test(trimSlug) || !/^\d{4}$/.test(yearText)) return null;
  const year = Number(yearText);
  if (year < CATALOGUE_FIRST_YEAR || year > CATALOGUE_LAST_YEAR) return null;
  return { modelSlug, year, trimSlug };
}

/** A built-in model or a well-formed catalogue id. */
export function isCompareId(id: string): boolean {
  return isBuiltinModel(id) || parseCatalogueCompareId(id) !== null;
}

/**
 * The selection in a `models` query value: trimmed, unknown ids and repeats dropped, order kept,
 * at most four. A missing or empty value is an empty selection.
 */
export function parseModelsParam(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const selection: string[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim().toLowerCase();
    if (!id || selection.includes(id) || !isCompareId(id)) continue;
    selection.push(id);
    if (selection.length === MAX_COMPARE_MODELS) break;
  }
  return selection;
}

/** The `models` query value for a selection: ids joined by commas ('' for none). */
export function serializeModelsParam(selection: readonly string[]): string {
  return selection.join(',');
}

/**
 * The query string ('?models=…', or '' when nothing is left) after setting the selection, other
 * parameters kept. Commas and colons stay readable: both are allowed in a query (RFC 3986).
 */
export function compareSearch(current: URLSearchParams, selection: readonly string[]): string {
  const next = new URLSearchParams(current);
  if (selection.length === 0) next.delete(MODELS_PARAM);
  else next.set(MODELS_PARAM, serializeModelsParam(selection));
  const text = next.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return text ? `?${text}` : '';
}

export type AddRefusal = 'duplicate' | 'full' | 'invalid';

/** Why `id` cannot join the selection, or null when it can. */
export function addRefusal(selection: readonly string[], id: string): AddRefusal | null {
  if (!isCompareId(id)) return 'invalid';
  if (selection.includes(id)) return 'duplicate';
  if (selection.length >= MAX_COMPARE_MODELS) return 'full';
  return null;
}

export function canAddModel(selection: readonly string[], id: string): boolean {
  return addRefusal(selection, id) === null;
}

/** The selection with `id` added at the end; unchanged when the max-4/no-duplicate rule refuses it. */
export function addModel(selection: readonly string[], id: string): string[] {
  return canAddModel(selection, id) ? [...selection, id] : [...selection];
}

export function removeModel(selection: readonly string[], id: string): string[] {
  return selection.filter((item) => item !== id);
}

export type BestRule = 'lowest' | 'highest';

/**
 * Which columns hold the best value of a row (lowest price or weight, highest horsepower or torque).
 * Ties are all best; unknown values never are. Nothing is marked with fewer than two known values,
 * or when all known values are equal, since then there is no better one.
 */
export function bestIndexes(values: readonly (number | null | undefined)[], rule: BestRule): Set<number> {
  const known = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (known.length < 2) return new Set();
  const best = rule === 'lowest' ? Math.min(...known) : Math.max(...known);
  if (known.every((value) => value === best)) return new Set();
  const indexes = new Set<number>();
  values.forEach((value, index) => {
    if (value === best) indexes.add(index);
  });
  return indexes;
}
