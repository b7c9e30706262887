/**
 * Intl formatters made on first use. Creating the first one loads the locale's data (about 15 ms on a slow phone);
 * built at module level, that cost lands in the single task that evaluates the app's modules at start-up, for
 * formatters the first screen may never use.
 */
export function lazyNumberFormat(options?: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('en-US', options)).format(value);
}

export function lazyDateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(date);
}

/**
 * Where a time is read: on the device's clock, or in UTC and labelled so ("2:00 PM UTC"). A page the server renders
 * (pwa/src/app/serverRender.tsx) cannot know the device's zone: its times read in UTC until the app takes over.
 */
export type TimeZoneOfPage = 'device' | 'UTC';

/** A date format in the device's zone, or in UTC with the zone's name (see TimeZoneOfPage). */
export function lazyZonedDateFormat(options: Intl.DateTimeFormatOptions): (date: Date, zone?: TimeZoneOfPage) => string {
  const device = lazyDateFormat(options);
  const utc = lazyDateFormat({ ...options, timeZone: 'UTC', timeZoneName: 'short' });
  return (date, zone = 'device') => (zone === 'UTC' ? utc(date) : device(date));
}

/** Relative times ("3 hours ago", "yesterday") in English. */
export function lazyRelativeTimeFormat(): (value: number, unit: Intl.RelativeTimeFormatUnit) => string {
  let format: Intl.RelativeTimeFormat | undefined;
  return (value, unit) => (format ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })).format(value, unit);
}
