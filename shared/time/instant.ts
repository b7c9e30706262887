import { z } from 'zod';

/**
 * The years an instant sent to the API may have, as written. Every date and time the product takes (an event, a
 * show's schedule and voting, a vote, a check-in) falls well inside them, and they keep clear of what PostgreSQL cannot
 * store (it has no year 0000, which `0001-01-01T00:30:00+01:00` is in UTC).
 */
export const INSTANT_YEAR_MIN = 1900;
export const INSTANT_YEAR_MAX = 2100;

/** The written year within INSTANT_YEAR_MIN–MAX: the pattern the API document gives and the check the server makes. */
export const INSTANT_YEAR_PATTERN = '^(19\\d\\d|20\\d\\d|2100)-';
const instantYear = new RegExp(INSTANT_YEAR_PATTERN);

const isoDateTime = () => z.iso.datetime({ offset: true });
/** zod's own pattern of an ISO date and time (real dates only, seconds required, `T` and `Z` in capitals). */
const DATE_TIME_PATTERN = String((z.toJSONSchema(isoDateTime()) as { pattern?: string }).pattern ?? '');

/**
 * An ISO 8601 date and time with `Z` or an offset, written in the years INSTANT_YEAR_MIN to MAX, normalised to UTC
 * `toISOString()` form so equal instants compare equal. `required` is the message for a missing or empty value.
 */
export function isoInstant(label: string, { required = `${label} must be an ISO date and time` }: { required?: string } = {}) {
  const invalid = `${label} must be an ISO date and time`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: invalid }))
    .refine((value) => instantYear.test(value), `${label} must be between ${INSTANT_YEAR_MIN} and ${INSTANT_YEAR_MAX}`)
    .transform((value) => new Date(value).toISOString())
    .meta({
      format: 'date-time',
      pattern: INSTANT_YEAR_PATTERN,
      allOf: [{ pattern: DATE_TIME_PATTERN }],
      description: `An ISO 8601 date and time with seconds and Z or an offset (2031-06-01T18:30:00Z), in the years ${INSTANT_YEAR_MIN} to ${INSTANT_YEAR_MAX}`,
    });
}
