import { z } from 'zod';

/** Judging's answers: what the server sends and the device keeps. */

/** A criterion as everyone reads it (in the show, so a judge's phone has the sheet offline). */
export const criterionSchema = z.object({ id: z.uuid(), name: z.string(), maxPoints: z.number().int() });
export type Criterion = z.infer<typeof criterionSchema>;

export const showJudgeSchema = z.object({ id: z.uuid(), username: z.string(), name: z.string() });

/** The answer of PUT …/scores/{entryId}, and one of a judge's sheets. */
export const scoreSheetAnswerSchema = z.object({
  entryId: z.uuid(),
  classId: z.uuid(),
  points: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  scoredAt: z.string(),
});
export type ScoreSheetAnswer = z.infer<typeof scoreSheetAnswerSchema>;

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

/** The sheet's total and maximum. */
export const sheetTotal = (points: Record<string, number>) => Object.values(points).reduce((sum, value) => sum + value, 0);
export const sheetMax = (criteria: readonly Criterion[]) => criteria.reduce((sum, item) => sum + item.maxPoints, 0);
