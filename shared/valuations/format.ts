import { lazyDateFormat } from '../format/lazyIntl';

/** Today as YYYY-MM-DD (UTC, as the server reads an as-of date or a sale's date). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

const longDate = lazyDateFormat({ month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * 'November 1, 2026' for '2026-11-01' (the date is read as a calendar day, so no time zone moves it);
 * the text as given when it is not a YYYY-MM-DD date.
 */
export function formatLastUpdated(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return isoDate;
  return longDate(date);
}
