/**
 * The 17-character VIN check digit, 49 CFR 565.15 (docs/reference.md): transliterate letters to numbers, multiply by
 * the position weights, sum, take the remainder of division by 11; a remainder of 10 is written X.
 * I, O and Q have no value: they never occur in a VIN.
 */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

export const CHECK_DIGIT_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The check digit's own position, 1-based. */
export const CHECK_DIGIT_POSITION = 9;

/** The value of one VIN character, or null for I, O, Q and anything that is not a letter or digit. */
export function transliterate(character: string): number | null {
  if (/^[0-9]$/.test(character)) return Number(character);
  return TRANSLITERATION[character] ?? null;
}

/**
 * The check digit a 17-character VIN calls for ('0'-'9' or 'X'), or null when the VIN is not 17 characters
 * or holds a character without a value. Position 9 itself weighs 0, so whatever is typed there does not matter.
 */
export function computeCheckDigit(vin: string): string | null {
  if (vin.length !== CHECK_DIGIT_WEIGHTS.length) return null;
  let sum = 0;
  for (let index = 0; index < vin.length; index += 1) {
    const value = transliterate(vin.charAt(index));
    if (value === null) return null;
    sum += value * CHECK_DIGIT_WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The VIN with position 9 replaced by the check digit the rest calls for (for fixtures and "did you mean"). */
export function withCheckDigit(vin: string): string | null {
  const expected = computeCheckDigit(vin);
  return expected === null ? null : `${vin.slice(0, 8)}${expected}${vin.slice(9)}`;
}
