import { z } from 'zod';

const countSchema = z.number().int().nonnegative();

/**
 * GET /api/stats: the home page's stats strip (docs/product/screens.md Home), counted live. `yearTrimPages` is the number of year
 * pages plus trim pages the catalogue has (/pontiac/{model}/{year} and the trims under them).
 */
export const siteStatsSchema = z.object({
  models: countSchema,
  yearTrimPages: countSchema,
  members: countSchema,
  posts: countSchema,
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
