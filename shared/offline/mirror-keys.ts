/**
 * Mirror keys, one function per table, so the API's `ids` lists and the PWA's pruning agree on them. Kept apart from
 * the schemas: the service worker applies snapshots with these and carries no zod.
 */
export const mirrorKeys = {
  year: (modelSlug: string, year: number) => `${modelSlug}/${year}`,
  trim: (modelSlug: string, year: number, trimSlug: string) => `${modelSlug}/${year}/${trimSlug}`,
  /** Value-guide rows name their trim (e.g. "Formula 400"), not a slug. */
  valuation: (modelSlug: string, year: number, trimName: string) => `${modelSlug}/${year}/${trimName}`,
};
