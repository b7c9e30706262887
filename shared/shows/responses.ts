import { z } from 'zod';
import { criterionSchema, scoreSheetAnswerSchema, showAwardsSchema, showJudgeSchema } from './judging-responses';

/** Show day answers. Dates are ISO strings. */

export const VOTING_STATES = ['not_open', 'open', 'closed'] as const;
export type VotingState = (typeof VOTING_STATES)[number];
export const ENTRY_STATUSES = ['entered', 'waitlisted', 'checked_in', 'withdrawn'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const showClassSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  modelSlug: z.string().nullable(),
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
  displayOrder: z.number().int(),
  // Judging; a copy saved before it has neither: not judged.
  scoreSheet: z.array(criterionSchema).default([]),
  judges: z.array(showJudgeSchema).default([]),
});
export type ShowClass = z.infer<typeof showClassSchema>;

export const showScheduleItemSchema = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  title: z.string(),
  place: z.string().nullable(),
});
export type ShowScheduleItem = z.infer<typeof showScheduleItemSchema>;

export const showMapSchema = z.object({
  /** The venue map picture, or null before the organiser uploads one. */
  imageUrl: z.string().nullable(),
  spots: z.array(z.object({ number: z.number().int(), label: z.string().nullable(), x: z.number(), y: z.number() })),
});

/** GET /api/shows/{eventId} (public), and the answer of PUT /api/events/{id}/show and POST …/voting. */
export const showSchema = z.object({
  eventId: z.uuid(),
  title: z.string(),
  eventDate: z.string(),
  location: z.string(),
  organizer: z.object({ id: z.uuid(), name: z.string() }),
  registrationOpen: z.boolean(),
  /** The event's maxAttendees: cars entered before the waitlist starts; null = no cap. */
  maxCars: z.number().int().nullable(),
  enteredCount: z.number().int(),
  waitlistCount: z.number().int(),
  votingOpensAt: z.string().nullable(),
  votingClosesAt: z.string().nullable(),
  /** At the moment of the answer; clients recompute it from the two times as the clock moves. */
  votingState: z.enum(VOTING_STATES),
  classes: z.array(showClassSchema),
  schedule: z.array(showScheduleItemSchema),
  map: showMapSchema,
  helpers: z.array(z.object({ id: z.uuid(), username: z.string(), name: z.string() })),
  /** When the organiser locked judging (no score changes after), or null. */
  judgingLockedAt: z.string().nullable().default(null),
  updatedAt: z.string(),
});
export type Show = z.infer<typeof showSchema>;

/** One car of the show as everyone sees it. Withdrawn entries keep their number but show no owner. */
export const showEntrySchema = z.object({
  id: z.uuid(),
  carNumber: z.number().int(),
  classId: z.uuid(),
  status: z.enum(ENTRY_STATUSES),
  car: z.object({
    id: z.uuid(),
    modelSlug: z.string(),
    modelName: z.string(),
    year: z.number().int(),
    trim: z.string().nullable(),
    exteriorColor: z.string().nullable(),
  }),
  /** Null once the entry is withdrawn (the owner's contact is not shown then). */
  owner: z.object({ id: z.uuid(), username: z.string(), name: z.string() }).nullable(),
  /** A small picture of the car (≤ 15 KB WebP), or null when the car has no photo. */
  thumbnailUrl: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  enteredAt: z.string(),
});
export type ShowEntry = z.infer<typeof showEntrySchema>;

/** GET /api/shows/{eventId}/entries/{carNumber}: the car's page, with its photos. */
export const showCarSchema = showEntrySchema.extend({
  photos: z.array(z.string()),
  className: z.string(),
});
export type ShowCar = z.infer<typeof showCarSchema>;

/** Results per class: counts, and ranks where equal counts share a rank (ties shown as ties). */
export const showResultsSchema = z.object({
  votingState: z.enum(VOTING_STATES),
  /** True when the answer is the organiser's tally during voting, not published results. */
  provisional: z.boolean(),
  classes: z.array(
    z.object({
      classId: z.uuid(),
      totalVotes: z.number().int(),
      standings: z.array(z.object({ entryId: z.uuid(), carNumber: z.number().int(), votes: z.number().int(), rank: z.number().int() })),
    }),
  ),
});
export type ShowResults = z.infer<typeof showResultsSchema>;

/**
 * GET /api/shows/{eventId}/offline: everything the show needs with no signal, in one answer (≤ 300 KB for 500 entries
 * without thumbnails). Results are present once voting has closed.
 */
export const showBundleSchema = z.object({
  show: showSchema,
  entries: z.array(showEntrySchema),
  results: showResultsSchema.nullable(),
  /** The published awards (judged classes, People's Choice, Best of Show), or null before they are. */
  awards: showAwardsSchema.nullable().default(null),
  generatedAt: z.string(),
});
export type ShowBundle = z.infer<typeof showBundleSchema>;

/** GET /api/shows/{eventId}/me: what the signed-in member has in this show (their entries, votes, and rights). */
export const myShowSchema = z.object({
  entries: z.array(showEntrySchema),
  votes: z.array(
    z.object({
      classId: z.uuid(),
      entryId: z.uuid(),
      /** The number of the car voted for ("your vote moves from #7"); absent in a copy kept from before. */
      carNumber: z.number().int().optional(),
      castAt: z.string(),
    }),
  ),
  isOrganizer: z.boolean(),
  canCheckIn: z.boolean(),
  /** The classes the member judges, and the sheets they have sent. */
  judgeOf: z.array(z.uuid()).default([]),
  scores: z.array(scoreSheetAnswerSchema).default([]),
});
export type MyShow = z.infer<typeof myShowSchema>;

/** The answer of PUT …/votes/{classId}. */
export const showVoteAnswerSchema = z.object({ classId: z.uuid(), entryId: z.uuid(), castAt: z.string() });
export type ShowVoteAnswer = z.infer<typeof showVoteAnswerSchema>;

/** The answer of POST …/check-ins: the entry, and who checked it in first when this was not the first check-in. */
export const showCheckInAnswerSchema = z.object({
  entry: showEntrySchema,
  alreadyCheckedIn: z.object({ at: z.string(), byName: z.string() }).nullable(),
});
export type ShowCheckInAnswer = z.infer<typeof showCheckInAnswerSchema>;
