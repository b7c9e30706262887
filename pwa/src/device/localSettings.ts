import { z } from 'zod';
import { showCheckInAnswerSchema } from '@shared/shows/responses';
import type { LocalSetting } from './settingStorage';
import { CHECK_IN_LOG_KEY, COMMENT_DRAFT_PREFIX, POST_DRAFT_KEY, REMOVED_SHOWS_KEY } from './names';

/**
 * What the app keeps in localStorage, each under its key with the schema of what is stored: small things read while
 * a screen is drawn (IndexedDB cannot answer synchronously). A stored value that no longer fits its schema reads as
 * absent; a change of shape gets a step in the device schema (deviceSchema.ts) that brings old values over.
 */
export { readSetting, writeSetting, type LocalSetting } from './settingStorage';

/** A half-written post, kept so a reload or a lost tab does not lose it. */
export const postDraftSchema = z.object({
  communitySlug: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PostDraft = z.infer<typeof postDraftSchema>;
export const postDraftSetting: LocalSetting<PostDraft> = { key: POST_DRAFT_KEY, schema: postDraftSchema };

/** A half-written comment or reply, one per box (`comment:<post id>`, `reply:<comment id>`). */
export const commentDraftSetting = (draftKey: string): LocalSetting<string> => ({
  key: `${COMMENT_DRAFT_PREFIX}${draftKey}`,
  schema: z.string(),
});

/**
 * A check-in made at the gate on this device, with what the server answered once it was sent (null: not answered on
 * this device yet; the outbox says whether it still waits).
 */
export const loggedCheckInSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  carNumber: z.number().int(),
  checkedInAt: z.string(),
  answer: showCheckInAnswerSchema.pick({ alreadyCheckedIn: true }).nullable(),
});
export type LoggedCheckIn = z.infer<typeof loggedCheckInSchema>;
export const checkInLogSetting: LocalSetting<LoggedCheckIn[]> = {
  key: CHECK_IN_LOG_KEY,
  schema: z.array(loggedCheckInSchema),
};

/** The shows (event ids) the member removed from this device, newest last: not saved again on their day unasked. */
export const removedShowsSetting: LocalSetting<string[]> = { key: REMOVED_SHOWS_KEY, schema: z.array(z.string()) };
