import { MODEL_YEAR_MAX, MODEL_YEAR_MIN } from '@shared/catalogue/schemas';

/** The model year in a route, or null when the segment cannot be a year (the page then shows Not Found). */
export function parseYearParam(value: string | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= MODEL_YEAR_MIN && year <= MODEL_YEAR_MAX ? year : null;
}
