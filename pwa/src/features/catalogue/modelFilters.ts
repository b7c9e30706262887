import { BODY_STYLES, type BodyStyle } from '@shared/catalogue/body-styles';
import type { ModelSummary } from '@shared/catalogue/responses';

/** docs/product/screens.md model list: the decade filter's choices, as they appear in the URL (?decade=1960s). */
export const DECADES = ['1950s', '1960s', '1970s', '1980s'] as const;
export type Decade = (typeof DECADES)[number];

export const BODY_STYLE_LABELS = {
  coupe: 'Coupe',
  sedan: 'Sedan',
  convertible: 'Convertible',
  wagon: 'Wagon',
} as const satisfies Record<BodyStyle, string>;

/** URL query parameters of the model list. */
export const FILTER_PARAMS = { text: 'q', decade: 'decade', body: 'body' } as const;

export interface ModelFilters {
  text: string;
  decade: Decade | null;
  body: BodyStyle | null;
}

const isDecade = (value: string | null): value is Decade => DECADES.some((decade) => decade === value);
const isBodyStyle = (value: string | null): value is BodyStyle => BODY_STYLES.some((style) => style === value);

/** Reads the filters from the URL; unknown decade or body values are ignored. */
export function readFilters(params: URLSearchParams): ModelFilters {
  const decade = params.get(FILTER_PARAMS.decade);
  const body = params.get(FILTER_PARAMS.body);
  return {
    text: params.get(FILTER_PARAMS.text) ?? '',
    decade: isDecade(decade) ? decade : null,
    body: isBodyStyle(body) ? body : null,
  };
}

export function hasActiveFilters(filters: ModelFilters): boolean {
  return filters.text.trim() !== '' || filters.decade !== null || filters.body !== null;
}

/** A model belongs to a decade when its production years overlap it. */
export function matchesDecade(model: Pick<ModelSummary, 'firstYear' | 'lastYear'>, decade: Decade): boolean {
  const start = Number(decade.slice(0, 4));
  return model.firstYear <= start + 9 && model.lastYear >= start;
}

/** Every word of the search must appear in the name, slug or description (case-insensitive). */
export function matchesText(model: Pick<ModelSummary, 'name' | 'slug' | 'description'>, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [model.name, model.slug, model.description ?? ''].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function filterModels<Model extends ModelSummary>(models: readonly Model[], filters: ModelFilters): Model[] {
  return models.filter(
    (model) =>
      matchesText(model, filters.text) &&
      (filters.decade === null || matchesDecade(model, filters.decade)) &&
      (filters.body === null || model.bodyStyles.includes(filters.body)),
  );
}
