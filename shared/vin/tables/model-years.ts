/**
 * Model-year codes.
 * - 13 characters, position 6 (real 1965-80 layout): the last digit of the year, A = 1980 (docs/reference.md).
 *   5-9 are 1965-69 in the all-digit 1965-71 layout and 1975-79 once the series became a letter (1972 on).
 * - 17 characters, position 10 (49 CFR 565; docs/reference.md): B 1981 ... K 1989. I, O, Q, U, Z and 0 are never
 *   year codes; A (1980) and L onward (1990+) fall outside the 1981-89 VINs this hub covers.
 */
export const MODEL_YEAR_CODES_13 = '0123456789A';

export function isModelYearCode13(code: string): boolean {
  return code.length === 1 && MODEL_YEAR_CODES_13.includes(code);
}

/** Year of a 13-character year code; `allDigitSeries` is the 1965-71 layout (positions 2-5 all digits). */
export function modelYear13(code: string, allDigitSeries: boolean): number | null {
  if (!isModelYearCode13(code)) return null;
  if (code === 'A') return 1980;
  const digit = Number(code);
  if (allDigitSeries && digit >= 5) return 1960 + digit;
  return 1970 + digit;
}

export const MODEL_YEARS_17: Readonly<Record<string, number>> = {
  B: 1981,
  C: 1982,
  D: 1983,
  E: 1984,
  F: 1985,
  G: 1986,
  H: 1987,
  J: 1988,
  K: 1989,
};

/** Characters 49 CFR 565 never uses in position 10. */
export const NEVER_MODEL_YEAR_CODES = ['I', 'O', 'Q', 'U', 'Z', '0'] as const;

export function modelYear17(code: string): number | null {
  return MODEL_YEARS_17[code] ?? null;
}
