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

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago" in the largest whole unit (docs/product/limits.md): the age
 * of a post, a notification or an offline copy, written the same everywhere. A time ahead of this device's
 * clock (skew) is "just now".
 */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  for (const [unit, size] of STEPS) {
    if (elapsed >= size) return relativeFormat(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

const dateTime = lazyZonedDateFormat({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 23, 2026, 3:45 PM": a moment to the minute, in the device's zone (or the page's). */
export const dateAndTime = (iso: string, zone?: TimeZoneOfPage) => dateTime(new Date(iso), zone);

/** "Nov 23, 2026": a plain date for lists. */
export const shortDate = (iso: string, zone?: TimeZoneOfPage) => plainDate(new Date(iso), zone);
