import { z } from 'zod';
import { BODY_STYLES } from './body-styles';

/**
 * The model's picture, resolved by the API: the hero image an admin typed, else the featured gallery
 * image. Both null when it has neither, never omitted; the screens then draw the body style (CarArt).
 */
export const modelPictureSchema = z.object({
  /** At full size, for the top of the model page. */
  headerImage: z.string().nullable(),
  /**
   * The same at most 1,280 px a side, for phones (the header's `srcset`), when it is an upload with that
   * copy; null otherwise. Absent from what a device saved before it existed: read as null.
   */
  headerImageMedium: z.string().nullable().default(null),
  /** Sized for cards and result lists (at most 640 px a side) when it is an upload; a typed hero image as it is. */
  cardImage: z.string().nullable(),
  /**
   * When the picture is a member's garage photo (no featured image), whose it is, for the credit and the
   * link to their profile; null for the admin's pictures and when there is none.
   */
  pictureCredit: z.object({ username: z.string(), name: z.string() }).nullable(),
});
export type ModelPicture = z.infer<typeof modelPictureSchema>;

/**
 * docs/product/entities.md client-facing "Model" shape, one item of GET /api/models (and of the home page's cards),
 * plus what the list filters and admin table need (id, featured, body styles).
 * description and heroImage are null when unset, never omitted. heroImage is the address an admin typed, as docs/product/entities.md
 * says; what to show is in the picture fields.
 */
export const modelSummarySchema = modelPictureSchema.extend({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  heroImage: z.string().nullable(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  featured: z.boolean(),
  bodyStyles: z.array(z.enum(BODY_STYLES)),
  updatedAt: z.string(),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;
export const modelListSchema = z.array(modelSummarySchema);

/** Market figures from the value guide, whole USD: lowest #4, highest #1, average of the #2 (good) values. */
export const modelValueRangeSchema = z.object({
  lowest: z.number().int(),
  average: z.number().int(),
  highest: z.number().int(),
  valuationCount: z.number().int(),
});

/** GET /api/models/{slug}: the model with its specs and market-value block, derived from the catalogue. */
export const modelDetailSchema = modelSummarySchema.extend({
  years: z.array(z.number().int()),
  engines: z.array(z.string()),
  transmissions: z.array(z.string()),
  market: modelValueRangeSchema.nullable(),
});
export type ModelDetail = z.infer<typeof modelDetailSchema>;

/** GET /api/models/{slug}/years: one entry per model year the catalogue has. */
export const yearSummarySchema = z.object({
  year: z.number().int(),
  overview: z.string().nullable(),
  productionNumbers: z.number().int().nullable(),
  trimCount: z.number().int(),
});
export const yearListSchema = z.array(yearSummarySchema);

/** GET /api/models/{id}/images (docs/product/api.md). */
export const modelImageSchema = z.object({
  id: z.uuid(),
  imageUrl: z.string(),
  caption: z.string().nullable(),
  isFeatured: z.boolean(),
  displayOrder: z.number().int(),
});
export type ModelImage = z.infer<typeof modelImageSchema>;
export const modelImageListSchema = z.array(modelImageSchema);
