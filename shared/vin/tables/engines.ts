import { SPEC_ENGINES } from './spec';

/**
 * Engine letters of real 1972-80 VINs (position 5) by model year.
 *
 * The docs/product/validation.md table is a late-1970s table (301, 305 and 403 engines, the 1980 265 and 301 Turbo), so it is used
 * as written for 1977-80, plus two letters the Firebird charts give for those years (calgaryfirebirdclub.com/VIN.html,
 * transamworld.com/2genvins.php): Y 301 and X 350 Buick.
 *
 * For 1972-76 several documented letters meant other engines (W was a 455 before the 301 existed), so the documented
 * table is not applied; only the letters those charts give a single meaning to are read:
 * D 250 six, H/J/M 350, S/T/Z 400, W/X/Y 455 (the 301 and Buick 350 readings are 1977-on).
 * P, N, R, L and the rest had more than one meaning and read 'Unknown Engine'.
 */
const ENGINES_1977_80_EXTRA: Readonly<Record<string, string>> = {
  Y: '301 V8 Pontiac',
  X: '350 V8 Buick',
};

const ENGINES_1972_76: Readonly<Record<string, string>> = {
  D: '250 6-cyl',
  H: '350 V8',
  J: '350 V8',
  M: '350 V8',
  S: '400 V8 Pontiac',
  T: '400 V8 Pontiac',
  Z: '400 V8 Pontiac',
  W: '455 V8 Pontiac',
  X: '455 V8 Pontiac',
  Y: '455 V8 Pontiac',
};

/** docs/product/validation.md engine rule, unchanged (the documented reading). */
export function specEngine(code: string): string | null {
  return SPEC_ENGINES[code] ?? null;
}

/** Engine of a real 1972-80 VIN. */
export function engine1972to80(code: string, modelYear: number): string | null {
  if (modelYear >= 1977) return SPEC_ENGINES[code] ?? ENGINES_1977_80_EXTRA[code] ?? null;
  return ENGINES_1972_76[code] ?? null;
}

/**
 * 1965-71 VINs carry no engine letter. For Firebirds the first sequence digit says the cylinder count:
 * 1 = V8, 6 = six (calgaryfirebirdclub.com/VIN.html, 1967-69 and 1970-71 charts).
 */
export function firebirdCylindersFromSequence(firstDigit: string): string | null {
  if (firstDigit === '1') return 'V8 (sequence starts with 1)';
  if (firstDigit === '6') return '6-cyl (sequence starts with 6)';
  return null;
}
