import { diyResources } from '@shared/diy/resources';
import { resourceUrl } from '@shared/http/resource';
import {
  DIY_CATEGORIES,
  DIY_DIFFICULTIES,
  DIY_MODELS,
  diyCategoryFilterSchema,
  diyDifficultyFilterSchema,
  diyModelFilterSchema,
  type DiyCategory,
  type DiyCategoryFilter,
  type DiyDifficulty,
  type DiyDifficultyFilter,
  type DiyModel,
  type DiyModelFilter,
  type DiyVideo,
} from '@shared/diy/schemas';

/** docs/product/screens.md DIY videos: the filters, each kept in the URL query under the same name ('all' = left out). */
export interface DiyFilters {
  category: DiyCategoryFilter;
  model: DiyModelFilter;
  difficulty: DiyDifficultyFilter;
}

export const DIY_FILTER_NAMES = ['category', 'model', 'difficulty'] as const satisfies readonly (keyof DiyFilters)[];
export const NO_DIY_FILTERS: DiyFilters = { category: 'all', model: 'all', difficulty: 'all' };

export const CATEGORY_LABELS = {
  restoration: 'Restoration',
  repair: 'Repair',
  maintenance: 'Maintenance',
  modification: 'Modification',
  general: 'General',
} as const satisfies Record<DiyCategory, string>;

export const MODEL_LABELS = {
  gto: 'GTO',
  firebird: 'Firebird',
  'trans-am': 'Trans Am',
  bonneville: 'Bonneville',
} as const satisfies Record<DiyModel, string>;

export const DIFFICULTY_LABELS = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
} as const satisfies Record<DiyDifficulty, string>;

export const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Categories' },
  ...DIY_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];
/** What the model filter needs to know of a catalogue model. */
export interface CatalogueModelName {
  slug: string;
  name: string;
}

/**
 * The model filter's choices: the documented four first, then every other catalogue model by name (admins tag videos
 * with any of them). A model in the URL that the device does not know is kept as a choice, so the select shows it.
 */
export function modelOptions(catalogue: readonly CatalogueModelName[], selected: DiyModelFilter) {
  const featured: readonly string[] = DIY_MODELS;
  const others = catalogue.filter((model) => !featured.includes(model.slug)).sort((a, b) => a.name.localeCompare(b.name));
  const options = [
    { value: 'all', label: 'All Models' },
    ...DIY_MODELS.map((value) => ({ value, label: MODEL_LABELS[value] })),
    ...others.map((model) => ({ value: model.slug, label: model.name })),
  ];
  return options.some((option) => option.value === selected) ? options : [...options, { value: selected, label: selected }];
}
export const DIFFICULTY_OPTIONS = [
  { value: 'all', label: 'All Levels' },
  ...DIY_DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_LABELS[value] })),
];

const isSpecModel = (slug: string): slug is DiyModel => slug in MODEL_LABELS;

/** A model tag's label: the documented label, else the catalogue's name, else the slug as it is. */
export const modelLabel = (slug: string, catalogue: readonly CatalogueModelName[] = []): string =>
  isSpecModel(slug) ? MODEL_LABELS[slug] : (catalogue.find((model) => model.slug === slug)?.name ?? slug);

/** Reads the filters from the URL; a missing or unknown value means 'all'. */
export function readDiyFilters(params: URLSearchParams): DiyFilters {
  return {
    category: diyCategoryFilterSchema.catch('all').parse(params.get('category') ?? 'all'),
    model: diyModelFilterSchema.catch('all').parse(params.get('model') ?? 'all'),
    difficulty: diyDifficultyFilterSchema.catch('all').parse(params.get('difficulty') ?? 'all'),
  };
}

/** The URL query after applying `changes`: 'all' removes a parameter, other parameters are kept. */
export function writeDiyFilters(current: URLSearchParams, changes: Partial<DiyFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of DIY_FILTER_NAMES) {
    const value = changes[name];
    if (value === undefined) continue;
    if (value === 'all') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

export const hasActiveDiyFilters = (filters: DiyFilters): boolean =>
  filters.category !== 'all' || filters.model !== 'all' || filters.difficulty !== 'all';

/** docs/product/api.md: category and model go to the server (and are left out when 'all'). */
export function diyVideosUrl({ category, model }: Pick<DiyFilters, 'category' | 'model'>): string {
  const query = { category: category === 'all' ? undefined : category, model: model === 'all' ? undefined : model };
  return resourceUrl(diyResources.list, { query });
}

/** docs/product/api.md: difficulty is filtered on the client. */
export function filterByDifficulty<Video extends Pick<DiyVideo, 'difficulty'>>(
  videos: readonly Video[],
  difficulty: DiyDifficultyFilter,
): Video[] {
  return difficulty === 'all' ? [...videos] : videos.filter((video) => video.difficulty === difficulty);
}

/** docs/product/screens.md count line: "Showing 1 video", "Showing 3 videos". */
export const showingCount = (count: number): string => `Showing ${count} ${count === 1 ? 'video' : 'videos'}`;
