import { z } from 'zod';

/**
 * SPEC §3 client-facing "Model" shape, one item of GET /api/models (and of the home page's cards).
 * description and heroImage are null when unset, never omitted.
 */
export const modelSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  heroImage: z.string().nullable(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

export const modelListSchema = z.array(modelSummarySchema);
