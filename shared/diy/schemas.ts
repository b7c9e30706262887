import { z } from 'zod';
import { MODEL_SLUG_MAX_LENGTH } from '../catalogue/schemas';

/**
 * docs/product/limits.md DIY categories, model filters and difficulties ('all' means no filter). DIY_MODELS are the documented model
 * filters, offered first; admins may tag a video with any catalogue model, and the filter takes any of them too.
 */
export const DIY_CATEGORIES = ['restoration', 'repair', 'maintenance', 'modification', 'general'] as const;
export const DIY_MODELS = ['gto', 'firebird', 'trans-am', 'bonneville'] as const;
export const DIY_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

export const diyCategorySchema = z.enum(DIY_CATEGORIES);
export const diyModelSchema = z.enum(DIY_MODELS);
export const diyDifficultySchema = z.enum(DIY_DIFFICULTIES);
export type DiyCategory = z.infer<typeof diyCategorySchema>;
export type DiyModel = z.infer<typeof diyModelSchema>;
export type DiyDifficulty = z.infer<typeof diyDifficultySchema>;

export const diyCategoryFilterSchema = z.enum(['all', ...DIY_CATEGORIES], {
  error: `category must be one of: all, ${DIY_CATEGORIES.join(', ')}`,
});
export const diyModelFilterSchema = z
  .string()
  .max(MODEL_SLUG_MAX_LENGTH, 'model must be all or a model slug')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'model must be all or a model slug');
export const diyDifficultyFilterSchema = z.enum(['all', ...DIY_DIFFICULTIES], {
  error: `difficulty must be one of: all, ${DIY_DIFFICULTIES.join(', ')}`,
});
export type DiyCategoryFilter = z.infer<typeof diyCategoryFilterSchema>;
export type DiyModelFilter = z.infer<typeof diyModelFilterSchema>;
export type DiyDifficultyFilter = z.infer<typeof diyDifficultyFilterSchema>;

/** docs/product/api.md GET /api/diy-videos query: category and model, each ignored when absent or 'all'. */
export const diyVideoQuerySchema = z.object({
  category: diyCategoryFilterSchema.optional(),
  model: diyModelFilterSchema.optional(),
});
export type DiyVideoQuery = z.infer<typeof diyVideoQuerySchema>;

/** ISO 8601 duration with hours, minutes and seconds only, e.g. PT1H2M3S (docs/product/entities.md). */
export const isoDurationSchema = z
  .string()
  .regex(/^PT(?=\d)(\d+H)?(\d+M)?(\d+S)?$/, 'duration must be an ISO 8601 duration such as PT1H2M3S');

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** docs/product/api.md GET /api/diy-videos list item. */
export const diyVideoSchema = z.object({
  id: z.string(),
  youtubeId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  channelName: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** ISO 8601, e.g. PT12M30S. */
  duration: z.string().nullable(),
  category: diyCategorySchema,
  modelSlugs: z.array(z.string()),
  difficulty: diyDifficultySchema,
  viewCount: z.number().int(),
  /** ISO timestamp. */
  publishedAt: z.string().nullable(),
  /** The model years the video is about; copies saved before these existed read as none. */
  yearFrom: z.number().int().nullable().default(null),
  yearTo: z.number().int().nullable().default(null),
});
export type DiyVideo = z.output<typeof diyVideoSchema>;
export const diyVideoListSchema = z.array(diyVideoSchema);

/**
 * A seeded video: validated before insertion. Channel, duration and publication date are optional
 * because a seed may only carry what could be confirmed; viewCount 0 means "not recorded".
 */
export const diyVideoSeedSchema = z.object({
  youtubeId: z.string().regex(YOUTUBE_ID, 'youtubeId must be an 11-character YouTube id'),
  title: z.string().min(1).max(200),
  description: z.string().min(1),
  channelName: z.string().min(1).max(120).nullable(),
  duration: isoDurationSchema.nullable(),
  category: diyCategorySchema,
  modelSlugs: z.array(diyModelSchema),
  difficulty: diyDifficultySchema,
  viewCount: z.number().int().nonnegative(),
  /** YYYY-MM-DD, or null when it could not be confirmed. */
  publishedAt: z.iso.date().nullable(),
});
export type DiyVideoSeed = z.infer<typeof diyVideoSeedSchema>;

export const youtubeThumbnailUrl = (youtubeId: string) => `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`;
export const youtubeEmbedUrl = (youtubeId: string) => `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`;
export const youtubeWatchUrl = (youtubeId: string) => `https://www.youtube.com/watch?v=${youtubeId}`;
