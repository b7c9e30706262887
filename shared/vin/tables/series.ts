import { SPEC_SERIES_1967_69, SPEC_SERIES_1970_81, isSpec1967SeriesCharacter } from './spec';

/** A series and the catalogue model it belongs to (its slug under /pontiac/{slug}), when it identifies one. */
export interface SeriesEntry {
  name: string;
  modelSlug: string | null;
}

/** Catalogue slugs of the documented series names: every Firebird trim is on the Firebird page, Trans Am has its own. */
const SPEC_SERIES_SLUGS: Readonly<Record<string, string>> = {
  'Firebird base': 'firebird',
  'Firebird 400': 'firebird',
  Esprit: 'firebird',
  Formula: 'firebird',
  'Trans Am': 'trans-am',
};

function specEntry(name: string | undefined): SeriesEntry | null {
  return name ? { name, modelSlug: SPEC_SERIES_SLUGS[name] ?? null } : null;
}

/** docs/product/validation.md series rule, unchanged: position 2 from 3 to 8 reads the 1967-69 table, anything else the 1970-81 table. */
export function specSeries(character: string): SeriesEntry | null {
  return specEntry(isSpec1967SeriesCharacter(character) ? SPEC_SERIES_1967_69[character] : SPEC_SERIES_1970_81[character]);
}

/**
 * Series letters of real 1972-80 VINs (position 2) beyond the documented S/T/U/W.
 * - V Trans Am, X 10th Anniversary Trans Am (1979): docs/reference.md; calgaryfirebirdclub.com/VIN.html;
 *   transamworld.com/2genvins.php. Those charts date V to 1972-76 and W to 1977-79, but docs/reference.md marks
 *   the V/W split year uncertain, so neither letter is tied to years here.
 * Left out as uncertain (no published table found that could be cited; docs/reference.md: leave a field out rather
 * than show a wrong one): the non-Firebird 1972-80 letters commonly quoted for LeMans, Grand Am, Grand Prix,
 * Catalina, Bonneville, Grand Ville and Ventura, whose letters moved between years.
 */
const SERIES_1972_80_EXTRA: Readonly<Record<string, SeriesEntry>> = {
  V: { name: 'Trans Am', modelSlug: 'trans-am' },
  X: { name: '10th Anniversary Trans Am (1979)', modelSlug: 'trans-am' },
};

/** Position 2 of a real 1972-80 VIN: the documented rule first, then the cited extra letters. */
export function series1972to80(character: string): SeriesEntry | null {
  return specSeries(character) ?? SERIES_1972_80_EXTRA[character] ?? null;
}

interface YearBoundSeries extends SeriesEntry {
  firstYear: number;
  lastYear: number;
}

/**
 * Two-digit series of real 1965-71 VINs (positions 2-3), with the model years each is documented for.
 * - 23 Firebird 1967-71; 24 Esprit, 26 Formula, 28 Trans Am 1970-71 (model numbers 387/487/687/887):
 *   docs/reference.md; calgaryfirebirdclub.com/VIN.html; transamworld.com/2genvins.php.
 * - 37 LeMans: docs/reference.md (example 237375P246717, a 1965 LeMans). Only 1965 is documented there; the
 *   1964-65 GTO was a LeMans option and cannot be seen in the VIN (docs/reference.md).
 * - 42 GTO 1966-71: docs/reference.md; Car Craft, October 2019 ("the 242 prefix" from 1966).
 * Left out as uncertain (not in a source that could be cited): 33/35 Tempest, 52 Catalina, 54 2+2,
 * 56 Star Chief/Executive, 62 Bonneville, 66/76 Grand Prix.
 */
const SERIES_1965_71: Readonly<Record<string, YearBoundSeries>> = {
  '23': { name: 'Firebird', modelSlug: 'firebird', firstYear: 1967, lastYear: 1971 },
  '24': { name: 'Firebird Esprit', modelSlug: 'firebird', firstYear: 1970, lastYear: 1971 },
  '26': { name: 'Firebird Formula', modelSlug: 'firebird', firstYear: 1970, lastYear: 1971 },
  '28': { name: 'Trans Am', modelSlug: 'trans-am', firstYear: 1970, lastYear: 1971 },
  '37': { name: 'LeMans', modelSlug: 'lemans', firstYear: 1965, lastYear: 1965 },
  '42': { name: 'GTO', modelSlug: 'gto', firstYear: 1966, lastYear: 1971 },
};

/** Positions 2-3 of a real 1965-71 VIN, only for the model years the sources give. */
export function series1965to71(digits: string, modelYear: number): SeriesEntry | null {
  const entry = SERIES_1965_71[digits];
  if (!entry || modelYear < entry.firstYear || modelYear > entry.lastYear) return null;
  return { name: entry.name, modelSlug: entry.modelSlug };
}

/** Firebird series of 1965-71 VINs: their sequence starts with 1 for a V8 and 6 for a six (calgaryfirebirdclub.com). */
export function isFirebird1965to71(digits: string): boolean {
  return digits === '23' || digits === '24' || digits === '26' || digits === '28';
}

/**
 * 1981-89 17-character VINs, positions 4-5. docs/reference.md: the meaning of 4-8 changed during the 1980s and is
 * uncertain, so only well-attested Pontiac lines are read, and only for the years they fit:
 * - 1981-84: position 4 is a restraint/line letter (A) and position 5 keeps the 13-character series letters:
 *   S Firebird, W Trans Am (1981 also T Esprit, U Formula: docs/product/validation.md "1970-81 table"; calgaryfirebirdclub.com).
 * - 1985-89: position 4 is the GM car line (body letter), position 5 the series (GM service VIN tables):
 *   F = F-body with S Firebird, W Trans Am; P = P-body, the Fiero (1985-88; Wikipedia: Pontiac Fiero, P-body,
 *   built 1984-88). 1984 Fiero VINs used the older scheme and are left undecoded.
 * Everything else reads 'Unknown Series'.
 */
export function series1981to89(line: string, seriesLetter: string, modelYear: number | null): SeriesEntry | null {
  if (modelYear === null) return null;
  if (modelYear <= 1984 && line === 'A') {
    if (seriesLetter === 'S') return { name: 'Firebird', modelSlug: 'firebird' };
    if (seriesLetter === 'W') return { name: 'Trans Am', modelSlug: 'trans-am' };
    if (modelYear === 1981 && seriesLetter === 'T') return { name: 'Firebird Esprit', modelSlug: 'firebird' };
    if (modelYear === 1981 && seriesLetter === 'U') return { name: 'Firebird Formula', modelSlug: 'firebird' };
    return null;
  }
  if (modelYear >= 1985 && line === 'F') {
    if (seriesLetter === 'S') return { name: 'Firebird', modelSlug: 'firebird' };
    if (seriesLetter === 'W') return { name: 'Trans Am', modelSlug: 'trans-am' };
    return null;
  }
  if (modelYear >= 1985 && modelYear <= 1988 && line === 'P') return { name: 'Fiero', modelSlug: 'fiero' };
  return null;
}
