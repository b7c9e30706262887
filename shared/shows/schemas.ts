import { z } from 'zod';
import { withoutBidiControls } from '../text/bidi';
import { requiredText } from '../text/fields';
import { USERNAME_MAX_LENGTH } from '../users/profile';
import { isoInstant } from '../time/instant';
import { wholeNumberParam } from '../http/params';
import { classJudgesInputSchema, scoreSheetInputSchema } from './judging';
import { showTexts } from './texts';

/**
 * Show day: what clients send. An event becomes a car show with PUT /api/events/{id}/show; every other
 * show call lives under /api/shows/{eventId}. Ids of entries, votes and check-ins are made by the client so a queued
 * write sent twice (outbox) lands once.
 */
export const SHOW_CLASS_NAME_MAX_LENGTH = 80;
export const SHOW_MAX_CLASSES = 50;
export const SHOW_SCHEDULE_TITLE_MAX_LENGTH = 120;
export const SHOW_SCHEDULE_PLACE_MAX_LENGTH = 120;
export const SHOW_MAX_SCHEDULE_ITEMS = 100;
export const SHOW_MAX_HELPERS = 50;
export const SHOW_MAX_MAP_SPOTS = 1000;
export const SHOW_MAP_SPOT_LABEL_MAX_LENGTH = 60;
export const SHOW_YEAR_MIN = 1958;
export const SHOW_YEAR_MAX = 1989;
/** A show's schedule items are at most this many days before or after its event's date. */
export const SHOW_SCHEDULE_WITHIN_DAYS_OF_EVENT = 366;
/** Car numbers are small positive integers, handed out 1, 2, 3… per show and never reused. */
export const CAR_NUMBER_MAX = 99_999;

const year = (label: string) =>
  z
    .number({ error: `${label} must be a year` })
    .int(`${label} must be a whole year`)
    .min(SHOW_YEAR_MIN, `${label} must be ${SHOW_YEAR_MIN} or later`)
    .max(SHOW_YEAR_MAX, `${label} must be ${SHOW_YEAR_MAX} or earlier`);

/** A class; `id` kept from an earlier save, absent for a new class. Model and years are optional ("Open"). */
export const showClassInputSchema = z
  .object({
    id: z.uuid('Class id must be a uuid').optional(),
    name: withoutBidiControls(requiredText(showTexts.classNameRequired, 'Class name', SHOW_CLASS_NAME_MAX_LENGTH), 'Class name'),
    modelSlug: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((value) => value || null),
    yearFrom: year('Year from')
      .nullish()
      .transform((value) => value ?? null),
    yearTo: year('Year to')
      .nullish()
      .transform((value) => value ?? null),
    /** Judging: the class's score sheet and its judges; none of either: the class is not judged. */
    scoreSheet: scoreSheetInputSchema,
    judgeUsernames: classJudgesInputSchema,
  })
  .refine((item) => item.yearFrom === null || item.yearTo === null || item.yearFrom <= item.yearTo, {
    message: 'Year from must not be after year to',
    path: ['yearTo'],
  });

export const showScheduleItemInputSchema = z.object({
  id: z.uuid('Schedule item id must be a uuid').optional(),
  startsAt: isoInstant('Schedule time'),
  title: withoutBidiControls(
    requiredText(showTexts.scheduleTitleRequired, 'Schedule title', SHOW_SCHEDULE_TITLE_MAX_LENGTH),
    'Schedule title',
  ),
  place: z
    .string()
    .trim()
    .max(SHOW_SCHEDULE_PLACE_MAX_LENGTH, `Place must be at most ${SHOW_SCHEDULE_PLACE_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null),
});

/** A numbered spot on the venue map: x and y are shares (0–1) of the image's width and height. */
export const showMapSpotSchema = z.object({
  number: z.number().int().min(1).max(CAR_NUMBER_MAX),
  label: z
    .string()
    .trim()
    .max(SHOW_MAP_SPOT_LABEL_MAX_LENGTH)
    .nullish()
    .transform((value) => value || null),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
});

/**
 * PUT /api/events/{id}/show: makes the event a show or replaces its set-up. Classes and schedule items are the whole
 * list (items without an id are new; a class with entries cannot be dropped: 409). Registration caps at the event's
 * maxAttendees cars, then waitlists. The People's Choice window is open from votingOpensAt (inclusive) until
 * votingClosesAt (exclusive); the organiser's open/close buttons set these to now.
 */
export const showSetupSchema = z
  .object({
    registrationOpen: z.boolean({ error: 'registrationOpen must be true or false' }),
    classes: z.array(showClassInputSchema).max(SHOW_MAX_CLASSES, `At most ${SHOW_MAX_CLASSES} classes`),
    schedule: z.array(showScheduleItemInputSchema).max(SHOW_MAX_SCHEDULE_ITEMS, `At most ${SHOW_MAX_SCHEDULE_ITEMS} schedule items`),
    mapSpots: z.array(showMapSpotSchema).max(SHOW_MAX_MAP_SPOTS).default([]),
    helperUsernames: z
      .array(z.string().trim().min(1).max(USERNAME_MAX_LENGTH))
      .max(SHOW_MAX_HELPERS, `At most ${SHOW_MAX_HELPERS} helpers`)
      .default([]),
    votingOpensAt: isoInstant('Voting opens at')
      .nullish()
      .transform((value) => value ?? null),
    votingClosesAt: isoInstant('Voting closes at')
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((show) => !show.votingOpensAt || !show.votingClosesAt || show.votingOpensAt < show.votingClosesAt, {
    message: showTexts.votingTimesOrder,
    path: ['votingClosesAt'],
  })
  .meta({
    description: `Schedule times must be within ${SHOW_SCHEDULE_WITHIN_DAYS_OF_EVENT} days of the event's date, and People's Choice must close after it opens.`,
  });
export type ShowSetupInput = z.input<typeof showSetupSchema>;
export type ShowSetup = z.output<typeof showSetupSchema>;

/** POST /api/shows/{eventId}/voting: the organiser opens or closes People's Choice now. */
export const votingActionSchema = z.object({ action: z.enum(['open', 'close'], { error: 'action must be open or close' }) });

/** POST /api/shows/{eventId}/entries: a member enters a car of their garage into a class. */
export const showEntryCreateSchema = z.object({
  id: z.uuid('Entry id must be a uuid'),
  carId: z.uuid('Car id must be a uuid'),
  classId: z.uuid('Class id must be a uuid'),
});
export type ShowEntryCreate = z.infer<typeof showEntryCreateSchema>;

/**
 * PUT /api/shows/{eventId}/votes/{classId}: the member's People's Choice vote in a class. castAt is when the member
 * chose (device clock); a vote cast earlier than the stored one does not replace it, so the last choice wins even when
 * a queued vote arrives late. The server checks the window at arrival.
 */
export const showVoteSchema = z.object({
  entryId: z.uuid('Entry id must be a uuid'),
  castAt: isoInstant('castAt').meta({ description: 'When the member chose, by the device clock; a time still to come counts as now.' }),
});
export type ShowVoteInput = z.infer<typeof showVoteSchema>;

/**
 * POST /api/shows/{eventId}/check-ins: the organiser or a helper checks a car in by number. checkedInAt is when it
 * happened (device clock, maybe hours before it is sent); the first check-in of a car is kept, a later one is answered
 * with who and when.
 */
export const showCheckInSchema = z.object({
  id: z.uuid('Check-in id must be a uuid'),
  carNumber: z.number({ error: 'Car number must be a number' }).int('Car number must be a whole number').min(1).max(CAR_NUMBER_MAX),
  checkedInAt: isoInstant('checkedInAt'),
});
export type ShowCheckInInput = z.infer<typeof showCheckInSchema>;

export const showParams = z.object({ eventId: z.uuid('Show not found') });
export const showEntryParams = showParams.extend({ entryId: z.uuid('Entry not found') });
export const showCarNumberParams = showParams.extend({
  carNumber: wholeNumberParam(showTexts.carNumberNotFound, { min: 1, max: CAR_NUMBER_MAX }),
});
export const showClassParams = showParams.extend({ classId: z.uuid('Class not found') });
