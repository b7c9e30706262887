import { SPEC_PLANTS } from './spec';

/**
 * Assembly plant letters of real 1965-80 13-character VINs (position 7).
 * - N Norwood, L Van Nuys: docs/product/validation.md; docs/reference.md; calgaryfirebirdclub.com/VIN.html.
 * - P Pontiac, Michigan: docs/reference.md (237375P246717); Wikipedia, Pontiac Assembly ("used VIN P").
 * - U Lordstown, Ohio: calgaryfirebirdclub.com/VIN.html (1967-69 F-body chart).
 * - A B C D E G K R X Z 1 2: One Owner Collector Car, GM factory index.
 * Not used: the pontiacsafari.com letters, which belong to the 1954-64 serial numbers (see sources.ts).
 */
export const PLANTS_13: Readonly<Record<string, string>> = {
  ...SPEC_PLANTS,
  P: 'Pontiac, Michigan',
  U: 'Lordstown, Ohio',
  A: 'Lakewood (Atlanta), Georgia',
  B: 'Baltimore, Maryland',
  C: 'South Gate, California',
  D: 'Doraville, Georgia',
  E: 'Linden, New Jersey',
  G: 'Framingham, Massachusetts',
  K: 'Leeds (Kansas City), Missouri',
  R: 'Arlington, Texas',
  X: 'Fairfax (Kansas City), Kansas',
  Z: 'Fremont, California',
  '1': 'Oshawa, Ontario',
  '2': 'Sainte-Thérèse, Quebec',
};

/**
 * Position 11 of 1981-89 VINs. GM reused some characters for a US and a Canadian plant, so the table is
 * chosen by the country in position 1.
 * - US (1G2): One Owner Collector Car, GM factory index (A B D E G J K L M N P R T W X Y Z, 1 Wentzville,
 *   4 Orion); Wikipedia, Pontiac Assembly (P; the Fiero line from 1983); U Hamtramck and 7 Lordstown: GM factory
 *   index and the ellenow.com GM plant list.
 * - Canada (2G2): 1 Oshawa, 2 Sainte-Thérèse (GM factory index).
 * - Mexico (3G2): no Pontiac plant letter found in a source that could be cited: 'Unknown Plant'.
 */
const PLANTS_17_US: Readonly<Record<string, string>> = {
  A: 'Lakewood (Atlanta), Georgia',
  B: 'Baltimore, Maryland',
  D: 'Doraville, Georgia',
  E: 'Linden, New Jersey',
  G: 'Framingham, Massachusetts',
  J: 'Janesville, Wisconsin',
  K: 'Leeds (Kansas City), Missouri',
  L: 'Van Nuys, California',
  M: 'Lansing, Michigan',
  N: 'Norwood, Ohio',
  P: 'Pontiac, Michigan',
  R: 'Arlington, Texas',
  T: 'Tarrytown, New York',
  U: 'Hamtramck (Detroit), Michigan',
  W: 'Willow Run, Michigan',
  X: 'Fairfax (Kansas City), Kansas',
  Y: 'Wilmington, Delaware',
  Z: 'Fremont, California',
  '1': 'Wentzville, Missouri',
  '4': 'Orion, Michigan',
  '7': 'Lordstown, Ohio',
};

const PLANTS_17_CANADA: Readonly<Record<string, string>> = {
  '1': 'Oshawa, Ontario',
  '2': 'Sainte-Thérèse, Quebec',
};

export type WmiCountry = 'United States' | 'Canada' | 'Mexico';

/** docs/product/validation.md plant rule, unchanged (position 6 of the documented reading). */
export function specPlant(code: string): string | null {
  return SPEC_PLANTS[code] ?? null;
}

export function plant13(code: string): string | null {
  return PLANTS_13[code] ?? null;
}

export function plant17(code: string, country: WmiCountry | null): string | null {
  if (country === 'United States') return PLANTS_17_US[code] ?? null;
  if (country === 'Canada') return PLANTS_17_CANADA[code] ?? null;
  return null;
}
