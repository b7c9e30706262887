const UNITS = [
  { unit: 'year', ms: 365 * 24 * 3_600_000 },
  { unit: 'month', ms: 30 * 24 * 3_600_000 },
  { unit: 'week', ms: 7 * 24 * 3_600_000 },
  { unit: 'day', ms: 24 * 3_600_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const satisfies readonly { unit: Intl.RelativeTimeFormatUnit; ms: number }[];

// Made on first use: creating it loads locale data, which pages importing this (the model list) should not pay
// for while they start, when no offline copy is shown yet.
let format: Intl.RelativeTimeFormat | undefined;

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how old the offline copy is. */
export function relativeTime(then: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  for (const { unit, ms } of UNITS) {
    if (elapsed >= ms) return (format ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })).format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
