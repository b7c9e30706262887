import { lazyRelativeTimeFormat } from '@shared/format/lazyIntl';

const UNITS = [
  { unit: 'year', ms: 365 * 24 * 3_600_000 },
  { unit: 'month', ms: 30 * 24 * 3_600_000 },
  { unit: 'week', ms: 7 * 24 * 3_600_000 },
  { unit: 'day', ms: 24 * 3_600_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const satisfies readonly { unit: Intl.RelativeTimeFormatUnit; ms: number }[];

const relativeFormat = lazyRelativeTimeFormat();

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how old the offline copy is. */
export function relativeTime(then: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  for (const { unit, ms } of UNITS) {
    if (elapsed >= ms) return relativeFormat(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
