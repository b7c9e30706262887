import { z } from 'zod';
import { checkYearRange, clockToIsoDuration, diyAdminTexts, diyVideoFieldsSchema, modelYearSchema } from '@shared/diy/admin';
import type { DiyCategory, DiyDifficulty, DiyVideo } from '@shared/diy/schemas';
import { formatIsoDuration } from '@shared/format/duration';
import { youtubeWatchUrl } from '@shared/diy/schemas';

/** What the video form edits: text as typed, the duration as a clock (12:30), then checked with the shared schema. */
export interface DiyVideoFormValues {
  video: string;
  title: string;
  description: string;
  category: DiyCategory;
  difficulty: DiyDifficulty;
  modelSlugs: string[];
  duration: string;
  yearFrom: string;
  yearTo: string;
}

export function initialValues(video: DiyVideo | null): DiyVideoFormValues {
  return {
    video: video ? youtubeWatchUrl(video.youtubeId) : '',
    title: video?.title ?? '',
    description: video?.description ?? '',
    category: video?.category ?? 'general',
    difficulty: video?.difficulty ?? 'beginner',
    modelSlugs: [...(video?.modelSlugs ?? [])],
    duration: formatIsoDuration(video?.duration) ?? '',
    yearFrom: video?.yearFrom?.toString() ?? '',
    yearTo: video?.yearTo?.toString() ?? '',
  };
}

/** A year as typed: empty is none, anything else must be a catalogue year. */
const typedYear = z
  .string()
  .transform((text): number | null | undefined => (text.trim() === '' ? null : Number(text.trim())))
  .pipe(modelYearSchema);

const formSchema = diyVideoFieldsSchema
  .extend({
    duration: z.string().transform((text, context) => {
      const duration = clockToIsoDuration(text);
      if (duration === undefined) context.addIssue({ code: 'custom', message: diyAdminTexts.durationInvalid });
      return duration ?? null;
    }),
    yearFrom: typedYear,
    yearTo: typedYear,
  })
  .superRefine(checkYearRange);

export const parseDiyVideoForm = (values: DiyVideoFormValues) => formSchema.safeParse(values);
