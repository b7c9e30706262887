import { z } from 'zod';
import { clockToIsoDuration, diyAdminTexts, diyVideoInputSchema } from '@shared/admin/diy-videos';
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
  };
}

const formSchema = diyVideoInputSchema.extend({
  duration: z.string().transform((text, context) => {
    const duration = clockToIsoDuration(text);
    if (duration === undefined) context.addIssue({ code: 'custom', message: diyAdminTexts.durationInvalid });
    return duration ?? null;
  }),
});

export const parseDiyVideoForm = (values: DiyVideoFormValues) => formSchema.safeParse(values);
