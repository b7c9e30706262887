import { lazyRelativeTimeFormat, lazyZonedDateFormat, type TimeZoneOfPage } from './lazyIntl';

const relativeFormat = lazyRelativeTimeFormat();
const plainDate = lazyZonedDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago", "yesterday", "now": the age of a post or comment in English (docs/product/limits.md). */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, size] of STEPS) {
    if (Math.abs(elapsed) >= size) return relativeFormat(-Math.round(elapsed / size), unit);
  }
  return relativeFormat(0, 'second');
}

/** "Nov 23, 2026": a plain date for lists. */
export const shortDate = (iso: string, zone?: TimeZoneOfPage) => plainDate(new Date(iso), zone);
