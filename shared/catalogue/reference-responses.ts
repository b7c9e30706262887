import { z } from 'zod';
import { sourceRefSchema, trimNoteSchema, trimSpecsSchema } from './reference-schemas';

/**
 * The answers about a model year and its trims, which carry the reference content (specifications, notes,
 * sources). Apart from responses.ts: the first screens (the model list, home's cards) need none of them.
 */
export const trimSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  engineOptions: z.array(z.string()),
  transmissionOptions: z.array(z.string()),
});

/** GET /api/models/{slug}/years/{year}. */
export const yearDetailSchema = z.object({
  model: z.object({ slug: z.string(), name: z.string() }),
  year: z.number().int(),
  overview: z.string().nullable(),
  changes: z.array(z.string()),
  productionNumbers: z.number().int().nullable(),
  sources: z.array(sourceRefSchema),
  trims: z.array(trimSummarySchema),
  updatedAt: z.string(),
});
export type YearDetail = z.infer<typeof yearDetailSchema>;

/** GET /api/models/{slug}/years/{year}/trims/{trim}. */
export const trimDetailSchema = z.object({
  model: z.object({ slug: z.string(), name: z.string() }),
  year: z.number().int(),
  slug: z.string(),
  name: z.string(),
  engineOptions: z.array(z.string()),
  transmissionOptions: z.array(z.string()),
  specs: trimSpecsSchema.nullable(),
  issues: z.array(trimNoteSchema),
  tips: z.array(trimNoteSchema),
  sources: z.array(sourceRefSchema),
  updatedAt: z.string(),
});
export type TrimDetail = z.infer<typeof trimDetailSchema>;
