import { z } from 'zod';
import { withoutBidiControls } from '../text/bidi';
import { requiredText } from '../text/fields';
import { isoInstant } from '../time/instant';
import { USERNAME_MAX_LENGTH } from '../users/profile';
import { CLASS_JUDGES_MAX, CRITERIA_MAX, CRITERION_NAME_MAX_LENGTH, CRITERION_POINTS_MAX, judgingTexts } from './judging-texts';
import type { Criterion } from './judging-responses';

/** Judging's inputs: the set-up's score sheets and judges, a judge's sheet, the organiser's actions. */
/** One criterion of a class's score sheet; `id` kept from an earlier save, absent for a new one. */
export const criterionInputSchema = z.object({
  id: z.uuid('Criterion id must be a uuid').optional(),
  name: withoutBidiControls(
    requiredText(judgingTexts.criterionNameRequired, 'Criterion name', CRITERION_NAME_MAX_LENGTH),
    'Criterion name',
  ),
  maxPoints: z
    .number({ error: judgingTexts.criterionPoints })
    .int(judgingTexts.criterionPoints)
    .min(1, judgingTexts.criterionPoints)
    .max(CRITERION_POINTS_MAX, judgingTexts.criterionPoints),
});
export type CriterionInput = z.input<typeof criterionInputSchema>;

/** A class's score sheet as sent with the set-up (none: the class is not judged). */
export const scoreSheetInputSchema = z
  .array(criterionInputSchema)
  .max(CRITERIA_MAX, `At most ${CRITERIA_MAX} criteria per class`)
  .default([])
  .refine((criteria) => new Set(criteria.map((item) => item.name.toLowerCase())).size === criteria.length, judgingTexts.criteriaRepeated);

/** The usernames of a class's judges. */
export const classJudgesInputSchema = z
  .array(z.string().trim().min(1).max(USERNAME_MAX_LENGTH))
  .max(CLASS_JUDGES_MAX, `At most ${CLASS_JUDGES_MAX} judges per class`)
  .default([]);

/**
 * PUT /api/shows/{eventId}/scores/{entryId}: the judge's sheet for one car, points per criterion id. scoredAt is when
 * the judge saved it (device clock): a sheet saved earlier than the stored one does not replace it, so the last change
 * wins even when a queued sheet arrives late.
 */
export const scoreSheetSchema = z.object({
  points: z.record(z.uuid('Criterion ids must be uuids'), z.number({ error: 'Points must be numbers' })),
  scoredAt: isoInstant('scoredAt').meta({
    description: 'When the judge saved the sheet, by the device clock; a time still to come counts as now.',
  }),
});
export type ScoreSheetInput = z.input<typeof scoreSheetSchema>;

export const scoreSheetParams = z.object({ eventId: z.uuid('Show not found'), entryId: z.uuid('Entry not found') });

/** POST /api/shows/{eventId}/judging: the organiser locks judging (no score changes after) or unlocks it. */
export const judgingActionSchema = z.object({ action: z.enum(['lock', 'unlock'], { error: 'action must be lock or unlock' }) });

/** POST /api/shows/{eventId}/awards: publishes the class awards and Best of Show (judging must be locked). */
export const publishAwardsSchema = z.object({ bestOfShowEntryId: z.uuid('Best of Show must be an entry id').nullable() });

/** Whether points fit a sheet: every criterion given, nothing else, each a whole number from 0 to its maximum. */
export function checkPoints(criteria: readonly Criterion[], points: Record<string, number>): string | null {
  const given = Object.keys(points);
  if (given.length !== criteria.length || criteria.some((item) => !(item.id in points))) return judgingTexts.pointsForEveryCriterion;
  for (const criterion of criteria) {
    const value = points[criterion.id];
    if (value === undefined || !Number.isInteger(value) || value < 0 || value > criterion.maxPoints) {
      return judgingTexts.pointsOutOfRange(criterion.name, criterion.maxPoints);
    }
  }
  return null;
}
