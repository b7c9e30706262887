import { z } from 'zod';
import { withoutBidiControls } from '../text/bidi';
import { requiredText } from '../text/fields';
import { isoInstant } from '../time/instant';
import { USERNAME_MAX_LENGTH } from '../users/profile';

/**
 * Judging (issue 42): the organiser names each class's judges and gives it a score sheet (criteria with their maximum
 * points); a judge scores each car of their classes, with no signal too (one sheet per judge and car, sent through the
 * outbox), until the organiser locks judging; the organiser then publishes the class awards and Best of Show.
 */
export const CRITERION_NAME_MAX_LENGTH = 40;
export const CRITERIA_MAX = 12;
export const CRITERION_POINTS_MAX = 100;
export const CLASS_JUDGES_MAX = 10;

export const judgingTexts = {
  criterionNameRequired: 'Criterion name is required',
  criterionPoints: `Maximum points must be a whole number from 1 to ${CRITERION_POINTS_MAX}`,
  criteriaRepeated: 'Each criterion of a class needs its own name',
  unknownJudge: 'No member has this username',
  sheetChangedAfterScores: 'This class already has scores: its criteria and their maximum points cannot change now',
  judgeOnly: 'Only a judge of this class can score its cars',
  judgingLocked: 'Judging is locked: scores can no longer change',
  judgingNotLocked: 'Lock judging before publishing the awards',
  noScoreSheet: 'This class has no score sheet',
  ownCarScore: 'You cannot judge your own car',
  entryNotScorable: 'Only cars entered in the show can be scored',
  pointsForEveryCriterion: 'Give points for every criterion of the score sheet, and only those',
  pointsOutOfRange: (name: string, max: number) => `${name}: points must be a whole number from 0 to ${max}`,
  bestOfShowNotInShow: 'Best of Show must be a car entered in this show',
  awardsNotPublished: 'The awards have not been published yet',
  // Screens
  judging: 'Judging',
  yourClasses: 'Your classes to judge',
  toScore: (left: number) => (left === 1 ? '1 car to score' : `${left} cars to score`),
  allScored: 'Every car scored',
  scoreCar: (carNumber: number) => `Score #${carNumber}`,
  changeScore: (carNumber: number) => `Change the score of #${carNumber}`,
  saveScore: 'Save score',
  scoreSaved: 'Score saved',
  scoreWaiting: 'Score saved on this device: it will be sent when you are back online',
  total: (points: number, max: number) => `${points} of ${max}`,
  lockJudging: 'Lock judging',
  unlockJudging: 'Unlock judging',
  judgingIsLocked: 'Judging is locked.',
  judgingIsOpen: 'Judging is open: judges can score and change their scores.',
  publishAwards: 'Publish awards',
  awardsPublished: 'Awards published',
  bestOfShow: 'Best of Show',
  classAwards: 'Class awards',
  judgesScore: 'Judges’ score',
  tie: 'Tie',
  notJudged: 'Not judged yet',
  notAJudge: 'You are not a judge of this show.',
  dashboard: 'Show day at a glance',
} as const;

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

/** A criterion as everyone reads it (in the show, so a judge's phone has the sheet offline). */
export const criterionSchema = z.object({ id: z.uuid(), name: z.string(), maxPoints: z.number().int() });
export type Criterion = z.infer<typeof criterionSchema>;

export const showJudgeSchema = z.object({ id: z.uuid(), username: z.string(), name: z.string() });

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

/** The answer of PUT …/scores/{entryId}, and one of a judge's sheets. */
export const scoreSheetAnswerSchema = z.object({
  entryId: z.uuid(),
  classId: z.uuid(),
  points: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  scoredAt: z.string(),
});
export type ScoreSheetAnswer = z.infer<typeof scoreSheetAnswerSchema>;

/** POST /api/shows/{eventId}/judging: the organiser locks judging (no score changes after) or unlocks it. */
export const judgingActionSchema = z.object({ action: z.enum(['lock', 'unlock'], { error: 'action must be lock or unlock' }) });

/** POST /api/shows/{eventId}/awards: publishes the class awards and Best of Show (judging must be locked). */
export const publishAwardsSchema = z.object({ bestOfShowEntryId: z.uuid('Best of Show must be an entry id').nullable() });

/** One car's place in its class by the judges' sheets: the mean of its judges' totals, ranks shared by equal means. */
export const judgedStandingSchema = z.object({
  entryId: z.uuid(),
  carNumber: z.number().int(),
  /** The mean of the judges' totals, to two decimals. */
  score: z.number(),
  sheets: z.number().int(),
  rank: z.number().int(),
});
export type JudgedStanding = z.infer<typeof judgedStandingSchema>;

export const judgedClassSchema = z.object({
  classId: z.uuid(),
  /** The sheet's maximum total. */
  maxTotal: z.number().int(),
  standings: z.array(judgedStandingSchema),
});
export type JudgedClass = z.infer<typeof judgedClassSchema>;

/** The published awards: per judged class its standings, People's Choice winners (once voting closed), Best of Show. */
export const showAwardsSchema = z.object({
  publishedAt: z.string(),
  classes: z.array(judgedClassSchema),
  peoplesChoice: z.array(z.object({ classId: z.uuid(), entryIds: z.array(z.uuid()) })),
  bestOfShow: z.object({ entryId: z.uuid(), carNumber: z.number().int() }).nullable(),
});
export type ShowAwards = z.infer<typeof showAwardsSchema>;

/** A judge's progress in one of their classes. */
export const judgeProgressSchema = z.object({
  judge: showJudgeSchema,
  classId: z.uuid(),
  scored: z.number().int(),
  cars: z.number().int(),
});

/**
 * GET /api/shows/{eventId}/dashboard: the organiser's day at a glance (organiser and admins): cars in and expected,
 * People's Choice votes per class, each judge's progress, and the judged standings so far.
 */
export const showDashboardSchema = z.object({
  generatedAt: z.string(),
  checkedIn: z.number().int(),
  expected: z.number().int(),
  waitlisted: z.number().int(),
  withdrawn: z.number().int(),
  votes: z.array(z.object({ classId: z.uuid(), votes: z.number().int() })),
  judging: z.object({
    lockedAt: z.string().nullable(),
    progress: z.array(judgeProgressSchema),
    standings: z.array(judgedClassSchema),
  }),
  awardsPublishedAt: z.string().nullable(),
});
export type ShowDashboard = z.infer<typeof showDashboardSchema>;

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

/** The sheet's total and maximum. */
export const sheetTotal = (points: Record<string, number>) => Object.values(points).reduce((sum, value) => sum + value, 0);
export const sheetMax = (criteria: readonly Criterion[]) => criteria.reduce((sum, item) => sum + item.maxPoints, 0);
