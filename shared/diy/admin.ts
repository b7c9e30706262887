import { z } from 'zod';
import { MODEL_SLUG_MAX_LENGTH } from '../catalogue/schemas';
import { CATALOGUE_FIRST_YEAR, CATALOGUE_LAST_YEAR } from '../catalogue/years';
import { diyCategorySchema, diyDifficultySchema, isoDurationSchema } from './schemas';
import { parseYoutubeId, YOUTUBE_INPUT_PATTERN } from './youtube';
import { withoutBidiControls } from '../text/bidi';

/** Admin panel DIY videos tab: add, edit and delete the videos of /diy. */

export const DIY_TITLE_MAX = 200;
export const DIY_DESCRIPTION_MAX = 5000;
export const DIY_VIDEO_MODELS_MAX = 10;

export const diyAdminTexts = {
  videoRequired: 'Enter a YouTube link or video id',
  videoInvalid: 'Enter a YouTube link (watch, youtu.be, shorts or embed) or an 11-character video id',
  titleRequired: 'Title is required',
  durationInvalid: 'Duration must look like 12:30 or 1:02:03',
  yearsInvalid: `Years must be between ${CATALOGUE_FIRST_YEAR} and ${CATALOGUE_LAST_YEAR}, the first no later than the last`,
  yearsBoth: 'Give both years of the range, or neither',
  videoTaken: (youtubeId: string) => `The video ${youtubeId} is already listed`,
  unknownModels: (slugs: string[]) => `Unknown model: ${slugs.join(', ')}`,
  notFound: 'Video not found',
  created: 'Video added',
  updated: 'Video updated',
  deleted: 'Video deleted',
  saveFailed: 'Failed to save video',
  deleteFailed: 'Failed to delete video',
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const modelYearSchema = z
  .number({ error: diyAdminTexts.yearsInvalid })
  .int(diyAdminTexts.yearsInvalid)
  .min(CATALOGUE_FIRST_YEAR, diyAdminTexts.yearsInvalid)
  .max(CATALOGUE_LAST_YEAR, diyAdminTexts.yearsInvalid)
  .nullish()
  .transform((value) => value ?? null);

/** Add and edit payload: `video` is what the admin pasted (a YouTube address or id); the server keeps the id. */
export const diyVideoFieldsSchema = z.object({
  video: z
    .string({ error: diyAdminTexts.videoRequired })
    .trim()
    .min(1, diyAdminTexts.videoRequired)
    .max(500, diyAdminTexts.videoInvalid)
    .transform((value, context) => {
      const youtubeId = parseYoutubeId(value);
      if (!youtubeId) context.addIssue({ code: 'custom', message: diyAdminTexts.videoInvalid });
      return youtubeId ?? '';
    })
    .meta({ description: diyAdminTexts.videoInvalid, pattern: YOUTUBE_INPUT_PATTERN }),
  title: withoutBidiControls(
    z
      .string({ error: diyAdminTexts.titleRequired })
      .trim()
      .min(1, diyAdminTexts.titleRequired)
      .max(DIY_TITLE_MAX, `Title must be at most ${DIY_TITLE_MAX} characters`),
    'Title',
  ),
  description: optionalText(DIY_DESCRIPTION_MAX, 'Description'),
  channelName: optionalText(120, 'Channel name'),
  category: diyCategorySchema,
  difficulty: diyDifficultySchema,
  /** Catalogue model slugs (checked against the catalogue by the server). */
  modelSlugs: z
    .array(z.string().trim().min(1).max(MODEL_SLUG_MAX_LENGTH))
    .max(DIY_VIDEO_MODELS_MAX, `At most ${DIY_VIDEO_MODELS_MAX} models`)
    .transform((slugs) => [...new Set(slugs)]),
  /** ISO 8601, e.g. PT12M30S. */
  duration: isoDurationSchema.nullish().transform((value) => value ?? null),
  /** The model years the video is about, both or neither. */
  yearFrom: modelYearSchema,
  yearTo: modelYearSchema,
});

/** Both years or neither, the first no later than the last (the database checks the same). */
export function checkYearRange(video: { yearFrom: number | null; yearTo: number | null }, context: z.RefinementCtx) {
  if ((video.yearFrom === null) !== (video.yearTo === null)) {
    context.addIssue({ code: 'custom', message: diyAdminTexts.yearsBoth, path: ['yearTo'] });
  } else if (video.yearFrom !== null && video.yearTo !== null && video.yearFrom > video.yearTo) {
    context.addIssue({ code: 'custom', message: diyAdminTexts.yearsInvalid, path: ['yearTo'] });
  }
}

export const diyVideoInputSchema = diyVideoFieldsSchema.superRefine(checkYearRange);
export type DiyVideoInput = z.input<typeof diyVideoInputSchema>;

/**
 * '12:30' or '1:02:03' (what an admin types) as ISO 8601 (PT12M30S, PT1H2M3S); '' is null, anything else undefined.
 * The way back is formatIsoDuration (shared/format/duration.ts), as the video cards show it.
 */
export function clockToIsoDuration(text: string): string | null | undefined {
  const value = text.trim();
  if (!value) return null;
  const match = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1] ?? 0), Number(match[2]), Number(match[3])];
  if (seconds > 59 || (match[1] !== undefined && minutes > 59)) return undefined;
  const total = hours * 3600 + minutes * 60 + seconds;
  if (!total) return undefined;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}
