import type { SiteStats } from '@shared/stats/schemas';

/**
 * docs/product/screens.md Home: the stats strip, one item per GET /api/stats count. `value` is the documented fixed text, shown until
 * the live count is there (and in the prerendered page, which has no data).
 */
export const HOME_STATS = [
  { key: 'models', value: '12+', label: 'Models', one: 'Model' },
  { key: 'yearTrimPages', value: '200+', label: 'Year/Trim Pages', one: 'Year/Trim Page' },
  { key: 'members', value: '1.2K+', label: 'Members', one: 'Member' },
  { key: 'posts', value: '850+', label: 'Posts', one: 'Post' },
] as const satisfies readonly { key: keyof SiteStats; value: string; label: string; one: string }[];

/** The first post's invitation, shown on a fresh site instead of "0 Posts" and an empty list. */
export const FIRST_TOPIC = { label: 'Start the first topic', to: '/post/new' } as const;

/** docs/product/limits.md: the home page shows this many models (and as many skeletons while loading). */
export const HOME_MODEL_COUNT = 4;

/** docs/product/limits.md: the home page shows this many latest posts (and as many skeletons while loading). */
export const HOME_POST_COUNT = 3;
