const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Seconds in an ISO 8601 duration (days, hours, minutes, seconds only), or null if it is not one. */
export function parseIsoDuration(value: string): number | null {
  const match = ISO_DURATION.exec(value.trim());
  if (!match || value.trim() === 'P' || value.trim().endsWith('T')) return null;
  const [, days, hours, minutes, seconds] = match;
  if (days === undefined && hours === undefined && minutes === undefined && seconds === undefined) return null;
  return Number(days ?? 0) * 86_400 + Number(hours ?? 0) * 3_600 + Number(minutes ?? 0) * 60 + Math.floor(Number(seconds ?? 0));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A video-player style clock for an ISO 8601 duration: `PT1H2M3S` → `1:02:03`, `PT4M5S` → `4:05`,
 * `PT45S` → `0:45`. Null when the text is not a duration, so the caller can leave the badge out.
 */
export function formatIsoDuration(value: string | null | undefined): string | null {
  if (!value) return null;
  const total = parseIsoDuration(value);
  if (total === null) return null;
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
