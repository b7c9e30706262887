/**
 * docs/product/validation.md VIN decoder tables, exactly as written (source: spec). The documented reading of a 13-character VIN
 * uses these and nothing else; the real 1965-80 and 1981+ layouts extend them (see the sibling tables).
 */

/** Position 1: division. */
export const SPEC_DIVISIONS: Readonly<Record<string, string>> = {
  '2': 'Pontiac Motor Division',
};

/** Position 2 when it is a character 3 to 8: the 1967-69 table. */
export const SPEC_SERIES_1967_69: Readonly<Record<string, string>> = {
  '3': 'Firebird base',
  '4': 'Firebird 400',
  '8': 'Trans Am',
};

/** Position 2 otherwise: the 1970-81 table. */
export const SPEC_SERIES_1970_81: Readonly<Record<string, string>> = {
  S: 'Firebird base',
  T: 'Esprit',
  U: 'Formula',
  W: 'Trans Am',
};

/** Positions 3-4: body. */
export const SPEC_BODIES: Readonly<Record<string, string>> = {
  '87': '2-door coupe',
  '67': '2-door convertible',
};

/** Position 5: engine. */
export const SPEC_ENGINES: Readonly<Record<string, string>> = {
  A: '231 V6 Buick',
  U: '305 V8 Chevrolet',
  L: '350 V8 Chevrolet',
  R: '350 V8 Oldsmobile',
  K: '403 V8 Oldsmobile',
  Z: '400 V8 Pontiac',
  '4': '151 4-cyl Pontiac',
  S: '265 V8 Pontiac',
  W: '301 V8 Pontiac',
  T: '301 V8 Pontiac Turbo',
};

/** Position 6: assembly plant. */
export const SPEC_PLANTS: Readonly<Record<string, string>> = {
  N: 'Norwood, Ohio',
  L: 'Van Nuys, California',
};

/** "the character is 3 to 8" (docs/product/validation.md, series rule). */
export function isSpec1967SeriesCharacter(character: string): boolean {
  return character >= '3' && character <= '8' && character.length === 1;
}
