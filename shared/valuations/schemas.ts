import { z } from 'zod';

/** SPEC §7 GET /api/valuations item: four condition tiers in whole USD. */
export const valuationSchema = z.object({
  modelSlug: z.string(),
  year: z.number().int(),
  trim: z.string(),
  excellentValue: z.number().int(),
  goodValue: z.number().int(),
  fairValue: z.number().int(),
  poorValue: z.number().int(),
  notes: z.string().nullable(),
  /** YYYY-MM-DD. */
  lastUpdated: z.string(),
});
export type Valuation = z.infer<typeof valuationSchema>;
export const valuationListSchema = z.array(valuationSchema);
