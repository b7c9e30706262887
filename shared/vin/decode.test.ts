import { describe, expect, it } from 'vitest';
import { CHECK_DIGIT_WEIGHTS, computeCheckDigit, transliterate, withCheckDigit } from './check-digit';
import { decodeVin } from './decode';
import { modelPagePath, valueGuidePath, vinDecoderPath } from './links';
import { SPEC_BODIES, SPEC_DIVISIONS, SPEC_ENGINES, SPEC_PLANTS, SPEC_SERIES_1967_69, SPEC_SERIES_1970_81 } from './tables/spec';
import { checkDigitText, LAYOUT_GUIDES, VIN_FALLBACKS } from './texts';
import type { CheckDigitStatus, VinLayout, VinWarningCode } from './types';

const PMD = 'Pontiac Motor Division';
const US = 'United States';

interface Row {
  vin: string;
  why: string;
  layout: VinLayout;
  valid: boolean;
  division: string;
  series: string;
  body: string;
  engine: string;
  plant: string;
  seq: string;
  year: number | null;
  check: CheckDigitStatus;
  slug: string | null;
  country?: string | null;
  expected?: string | null;
  warnings?: [VinWarningCode, number | null][];
}

const INVALID = {
  layout: 'invalid',
  valid: false,
  division: 'Invalid',
  series: 'Invalid',
  body: 'Invalid',
  engine: 'Invalid',
  plant: 'Invalid',
  seq: 'Invalid',
  year: null,
  check: 'not-applicable',
  slug: null,
  warnings: [['length', null]],
} as const satisfies Omit<Row, 'vin' | 'why'>;

/** Every SPEC §5 rule, the 1965-80 correction and the 1981+ extension, one VIN a row. */
const ROWS: Row[] = [
  // SPEC §5 length rule: 13 or 17 after trimming, else every field 'Invalid'.
  { vin: '', why: 'empty', ...INVALID },
  { vin: '   ', why: 'only spaces trim to nothing', ...INVALID },
  { vin: '2W87Z9N12345', why: '12 characters', ...INVALID },
  { vin: '2W87Z9N1234567', why: '14 characters', ...INVALID },
  { vin: '1G2AW87HXCL5274491', why: '18 characters', ...INVALID },
  { vin: '1G2AW87HXCL52744', why: '16 characters', ...INVALID },

  // SPEC §5 reading: plant at 6, production number at 7-13, 1967-69 series table for 3-8.
  { vin: '2487ZN1234567', why: 'SPEC: 4 Firebird 400, 87 coupe, Z 400, N Norwood', layout: 'spec-13', valid: true, division: PMD, series: 'Firebird 400', body: '2-door coupe', engine: '400 V8 Pontiac', plant: 'Norwood, Ohio', seq: '1234567', year: null, check: 'not-applicable', slug: 'firebird' },
  { vin: '2367AL7654321', why: 'SPEC: 3 Firebird base, 67 convertible, A 231 Buick, L Van Nuys', layout: 'spec-13', valid: true, division: PMD, series: 'Firebird base', body: '2-door convertible', engine: '231 V6 Buick', plant: 'Van Nuys, California', seq: '7654321', year: null, check: 'not-applicable', slug: 'firebird' },
  { vin: '2887KN0000001', why: 'SPEC: 8 Trans Am, K 403 Olds', layout: 'spec-13', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '403 V8 Oldsmobile', plant: 'Norwood, Ohio', seq: '0000001', year: null, check: 'not-applicable', slug: 'trans-am' },
  { vin: '2587UN1111111', why: 'SPEC: 5 is in 3-8 but not in the 1967-69 table', layout: 'spec-13', valid: false, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: '305 V8 Chevrolet', plant: 'Norwood, Ohio', seq: '1111111', year: null, check: 'not-applicable', slug: null },
  { vin: '2987ZN1234567', why: 'SPEC: 9 is outside 3-8, so the 1970-81 table, which lacks it', layout: 'spec-13', valid: false, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: '400 V8 Pontiac', plant: 'Norwood, Ohio', seq: '1234567', year: null, check: 'not-applicable', slug: null },
  { vin: '2S87LL2222222', why: 'SPEC: S Firebird base, L 350 Chevrolet', layout: 'spec-13', valid: true, division: PMD, series: 'Firebird base', body: '2-door coupe', engine: '350 V8 Chevrolet', plant: 'Van Nuys, California', seq: '2222222', year: null, check: 'not-applicable', slug: 'firebird' },
  { vin: '2T67RN3333333', why: 'SPEC: T Esprit, R 350 Oldsmobile', layout: 'spec-13', valid: true, division: PMD, series: 'Esprit', body: '2-door convertible', engine: '350 V8 Oldsmobile', plant: 'Norwood, Ohio', seq: '3333333', year: null, check: 'not-applicable', slug: 'firebird' },
  { vin: '2U874L4444444', why: 'SPEC: U Formula, 4 151 four', layout: 'spec-13', valid: true, division: PMD, series: 'Formula', body: '2-door coupe', engine: '151 4-cyl Pontiac', plant: 'Van Nuys, California', seq: '4444444', year: null, check: 'not-applicable', slug: 'firebird' },
  { vin: '2W87SN5555555', why: 'SPEC: W Trans Am, S 265', layout: 'spec-13', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '265 V8 Pontiac', plant: 'Norwood, Ohio', seq: '5555555', year: null, check: 'not-applicable', slug: 'trans-am' },
  { vin: '2W87WL6666666', why: 'SPEC: W 301', layout: 'spec-13', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '301 V8 Pontiac', plant: 'Van Nuys, California', seq: '6666666', year: null, check: 'not-applicable', slug: 'trans-am' },
  { vin: '2W87TN7777777', why: 'SPEC: T 301 Turbo', layout: 'spec-13', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '301 V8 Pontiac Turbo', plant: 'Norwood, Ohio', seq: '7777777', year: null, check: 'not-applicable', slug: 'trans-am' },
  { vin: '1W87ZN1234567', why: 'SPEC: division 1 is not Pontiac, so invalid', layout: 'spec-13', valid: false, division: 'Unknown Division', series: 'Trans Am', body: '2-door coupe', engine: '400 V8 Pontiac', plant: 'Norwood, Ohio', seq: '1234567', year: null, check: 'not-applicable', slug: null },
  { vin: '2S99BQ1234567', why: 'SPEC: unknown body, engine and plant do not make it invalid', layout: 'spec-13', valid: true, division: PMD, series: 'Firebird base', body: 'Unknown Body Type', engine: 'Unknown Engine', plant: 'Unknown Plant', seq: '1234567', year: null, check: 'not-applicable', slug: 'firebird' },
  { vin: '2V87ZN1234567', why: 'SPEC reading keeps the SPEC series table: V is not in it', layout: 'spec-13', valid: false, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: '400 V8 Pontiac', plant: 'Norwood, Ohio', seq: '1234567', year: null, check: 'not-applicable', slug: null },
  { vin: '  2s87zn1234567 ', why: 'trimmed and upper-cased', layout: 'spec-13', valid: true, division: PMD, series: 'Firebird base', body: '2-door coupe', engine: '400 V8 Pontiac', plant: 'Norwood, Ohio', seq: '1234567', year: null, check: 'not-applicable', slug: 'firebird' },
  { vin: '2W87Z9Q123456', why: 'year code at 6 but Q is no plant: the SPEC reading, with a warning', layout: 'spec-13', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '400 V8 Pontiac', plant: 'Unknown Plant', seq: 'Q123456', year: null, check: 'not-applicable', slug: 'trans-am', warnings: [['layout-fallback', 7]] },

  // Real 1972-80 layout: year at 6 (A = 1980), plant at 7, sequence at 8-13.
  { vin: '2W87Z9N123456', why: 'the issue example: 1979 Trans Am from Norwood', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '400 V8 Pontiac', plant: 'Norwood, Ohio', seq: '123456', year: 1979, check: 'not-applicable', slug: 'trans-am' },
  { vin: '2S87WAL100001', why: 'A = 1980, Van Nuys, W 301 in 1977-80', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Firebird base', body: '2-door coupe', engine: '301 V8 Pontiac', plant: 'Van Nuys, California', seq: '100001', year: 1980, check: 'not-applicable', slug: 'firebird' },
  { vin: '2X87K9N100002', why: 'X 10th Anniversary Trans Am', layout: 'gm-13-1972-80', valid: true, division: PMD, series: '10th Anniversary Trans Am (1979)', body: '2-door coupe', engine: '403 V8 Oldsmobile', plant: 'Norwood, Ohio', seq: '100002', year: 1979, check: 'not-applicable', slug: 'trans-am' },
  { vin: '2V87X3N100001', why: 'V Trans Am; X is a 455 in 1973 (1972-76 engine table)', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '455 V8 Pontiac', plant: 'Norwood, Ohio', seq: '100001', year: 1973, check: 'not-applicable', slug: 'trans-am' },
  { vin: '2W87W6N100003', why: 'W is a 455 in 1976, not the later 301', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '455 V8 Pontiac', plant: 'Norwood, Ohio', seq: '100003', year: 1976, check: 'not-applicable', slug: 'trans-am' },
  { vin: '2U87Y8L100004', why: 'Y 301 in 1977-80 (cited extra letter)', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Formula', body: '2-door coupe', engine: '301 V8 Pontiac', plant: 'Van Nuys, California', seq: '100004', year: 1978, check: 'not-applicable', slug: 'firebird' },
  { vin: '2T87X7N100005', why: 'X 350 Buick in 1977-80', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Esprit', body: '2-door coupe', engine: '350 V8 Buick', plant: 'Norwood, Ohio', seq: '100005', year: 1977, check: 'not-applicable', slug: 'firebird' },
  { vin: '2S87P5L100006', why: 'P had two meanings before 1977: Unknown Engine', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Firebird base', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Van Nuys, California', seq: '100006', year: 1975, check: 'not-applicable', slug: 'firebird' },
  { vin: '2D37M3P100007', why: 'non-Firebird 1972-80 letters are left out; 37 hardtop; Pontiac plant', layout: 'gm-13-1972-80', valid: false, division: PMD, series: 'Unknown Series', body: '2-door hardtop coupe', engine: '350 V8', plant: 'Pontiac, Michigan', seq: '100007', year: 1973, check: 'not-applicable', slug: null },
  { vin: '2S87D4A100009', why: 'D 250 six in 1974; A Lakewood', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Firebird base', body: '2-door coupe', engine: '250 6-cyl', plant: 'Lakewood (Atlanta), Georgia', seq: '100009', year: 1974, check: 'not-applicable', slug: 'firebird' },
  { vin: '2S87M2Z100010', why: 'M 350 in 1972; Z Fremont', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Firebird base', body: '2-door coupe', engine: '350 V8', plant: 'Fremont, California', seq: '100010', year: 1972, check: 'not-applicable', slug: 'firebird' },
  { vin: '2W87K81100011', why: 'plant 1 Oshawa', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '403 V8 Oldsmobile', plant: 'Oshawa, Ontario', seq: '100011', year: 1978, check: 'not-applicable', slug: 'trans-am' },
  { vin: '2S87A92100012', why: 'plant 2 Sainte-Thérèse', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Firebird base', body: '2-door coupe', engine: '231 V6 Buick', plant: 'Sainte-Thérèse, Quebec', seq: '100012', year: 1979, check: 'not-applicable', slug: 'firebird' },
  { vin: '2S69L8X100014', why: '69 four-door sedan; X Fairfax', layout: 'gm-13-1972-80', valid: true, division: PMD, series: 'Firebird base', body: '4-door sedan', engine: '350 V8 Chevrolet', plant: 'Fairfax (Kansas City), Kansas', seq: '100014', year: 1978, check: 'not-applicable', slug: 'firebird' },
  { vin: '2W87Z9N12345-', why: 'a symbol is flagged and makes the VIN invalid', layout: 'gm-13-1972-80', valid: false, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: '400 V8 Pontiac', plant: 'Norwood, Ohio', seq: '12345-', year: 1979, check: 'not-applicable', slug: 'trans-am', warnings: [['bad-character', 13]] },

  // Real 1965-71 layout: positions 2-5 digits, series 2-3, body 4-5, no engine letter.
  { vin: '237375P246717', why: 'REFERENCE example: 1965 LeMans hardtop, Pontiac plant', layout: 'gm-13-1965-71', valid: true, division: PMD, series: 'LeMans', body: '2-door hardtop coupe', engine: 'Not in the VIN (1965–71)', plant: 'Pontiac, Michigan', seq: '246717', year: 1965, check: 'not-applicable', slug: 'lemans' },
  { vin: '242379P100001', why: '1969 GTO', layout: 'gm-13-1965-71', valid: true, division: PMD, series: 'GTO', body: '2-door hardtop coupe', engine: 'Not in the VIN (1965–71)', plant: 'Pontiac, Michigan', seq: '100001', year: 1969, check: 'not-applicable', slug: 'gto' },
  { vin: '242375P100004', why: 'series 42 is only documented as GTO from 1966', layout: 'gm-13-1965-71', valid: false, division: PMD, series: 'Unknown Series', body: '2-door hardtop coupe', engine: 'Not in the VIN (1965–71)', plant: 'Pontiac, Michigan', seq: '100004', year: 1965, check: 'not-applicable', slug: null },
  { vin: '223379N100001', why: '1969 Firebird coupe, V8 by its sequence', layout: 'gm-13-1965-71', valid: true, division: PMD, series: 'Firebird', body: '2-door hardtop coupe', engine: 'V8 (sequence starts with 1)', plant: 'Norwood, Ohio', seq: '100001', year: 1969, check: 'not-applicable', slug: 'firebird' },
  { vin: '223679L600001', why: '1969 Firebird convertible, six by its sequence', layout: 'gm-13-1965-71', valid: true, division: PMD, series: 'Firebird', body: '2-door convertible', engine: '6-cyl (sequence starts with 6)', plant: 'Van Nuys, California', seq: '600001', year: 1969, check: 'not-applicable', slug: 'firebird' },
  { vin: '223377U100006', why: '1967 Firebird from Lordstown', layout: 'gm-13-1965-71', valid: true, division: PMD, series: 'Firebird', body: '2-door hardtop coupe', engine: 'V8 (sequence starts with 1)', plant: 'Lordstown, Ohio', seq: '100006', year: 1967, check: 'not-applicable', slug: 'firebird' },
  { vin: '228870N100001', why: '1970 Trans Am (model 887)', layout: 'gm-13-1965-71', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'V8 (sequence starts with 1)', plant: 'Norwood, Ohio', seq: '100001', year: 1970, check: 'not-applicable', slug: 'trans-am' },
  { vin: '226871L100002', why: '1971 Formula (model 687)', layout: 'gm-13-1965-71', valid: true, division: PMD, series: 'Firebird Formula', body: '2-door coupe', engine: 'V8 (sequence starts with 1)', plant: 'Van Nuys, California', seq: '100002', year: 1971, check: 'not-applicable', slug: 'firebird' },
  { vin: '224871N100003', why: '1971 Esprit (model 487)', layout: 'gm-13-1965-71', valid: true, division: PMD, series: 'Firebird Esprit', body: '2-door coupe', engine: 'V8 (sequence starts with 1)', plant: 'Norwood, Ohio', seq: '100003', year: 1971, check: 'not-applicable', slug: 'firebird' },
  { vin: '252679P100005', why: 'series 52 is left out (uncertain): Unknown Series', layout: 'gm-13-1965-71', valid: false, division: PMD, series: 'Unknown Series', body: '2-door convertible', engine: 'Not in the VIN (1965–71)', plant: 'Pontiac, Michigan', seq: '100005', year: 1969, check: 'not-applicable', slug: null },

  // 17 characters, 1981+: country, year at 10, plant at 11, sequence 12-17, check digit at 9.
  { vin: '1G2AW87HXCL527449', why: '1982 Trans Am, check digit X', layout: 'gm-17', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Van Nuys, California', seq: '527449', year: 1982, check: 'ok', expected: 'X', slug: 'trans-am', country: US },
  { vin: '  1g2aw87hxcl527449 ', why: '17 characters trimmed and upper-cased', layout: 'gm-17', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Van Nuys, California', seq: '527449', year: 1982, check: 'ok', expected: 'X', slug: 'trans-am', country: US },
  { vin: '1G2AW87G3EL259452', why: '1984 Trans Am', layout: 'gm-17', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Van Nuys, California', seq: '259452', year: 1984, check: 'ok', expected: '3', slug: 'trans-am', country: US },
  { vin: '1G2AT87WXBN100007', why: '1981 Esprit (SPEC 1970-81 letters in position 5)', layout: 'gm-17', valid: true, division: PMD, series: 'Firebird Esprit', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Norwood, Ohio', seq: '100007', year: 1981, check: 'ok', expected: 'X', slug: 'firebird', country: US },
  { vin: '1G2AW87W4BN100009', why: '1981 Trans Am, Norwood', layout: 'gm-17', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Norwood, Ohio', seq: '100009', year: 1981, check: 'ok', expected: '4', slug: 'trans-am', country: US },
  { vin: '1G2FW87HXHN100001', why: '1987 Trans Am (F car line)', layout: 'gm-17', valid: true, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Norwood, Ohio', seq: '100001', year: 1987, check: 'ok', expected: 'X', slug: 'trans-am', country: US },
  { vin: '1G2FS87S0JL100002', why: '1988 Firebird, check digit 0', layout: 'gm-17', valid: true, division: PMD, series: 'Firebird', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Van Nuys, California', seq: '100002', year: 1988, check: 'ok', expected: '0', slug: 'firebird', country: US },
  { vin: '1G2PE37R6FP210824', why: '1985 Fiero from Pontiac, Michigan', layout: 'gm-17', valid: true, division: PMD, series: 'Fiero', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Pontiac, Michigan', seq: '210824', year: 1985, check: 'ok', expected: '6', slug: 'fiero', country: US },
  { vin: '1G2PG11R5HP100003', why: '1987 Fiero, body 11 not in the table', layout: 'gm-17', valid: true, division: PMD, series: 'Fiero', body: 'Unknown Body Type', engine: 'Unknown Engine', plant: 'Pontiac, Michigan', seq: '100003', year: 1987, check: 'ok', expected: '5', slug: 'fiero', country: US },
  { vin: '1G2PE37R7EP100010', why: '1984 Fiero used the older scheme: series left undecoded, still valid', layout: 'gm-17', valid: true, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Pontiac, Michigan', seq: '100010', year: 1984, check: 'ok', expected: '7', slug: null, country: US },
  { vin: '1G2AW87H9FL100008', why: 'A car line after 1984 is not read', layout: 'gm-17', valid: true, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Van Nuys, California', seq: '100008', year: 1985, check: 'ok', expected: '9', slug: null, country: US },
  { vin: '1G2GJ37H5EP100011', why: 'other lines: Unknown Series, 37 coupe', layout: 'gm-17', valid: true, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Pontiac, Michigan', seq: '100011', year: 1984, check: 'ok', expected: '5', slug: null, country: US },
  { vin: '2G2AF19R1D1100004', why: 'Canada: 1 is Oshawa', layout: 'gm-17', valid: true, division: PMD, series: 'Unknown Series', body: 'Unknown Body Type', engine: 'Unknown Engine', plant: 'Oshawa, Ontario', seq: '100004', year: 1983, check: 'ok', expected: '1', slug: null, country: 'Canada' },
  { vin: '2G2FS87H9K2100005', why: 'Canada: 2 is Sainte-Thérèse', layout: 'gm-17', valid: true, division: PMD, series: 'Firebird', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Sainte-Thérèse, Quebec', seq: '100005', year: 1989, check: 'ok', expected: '9', slug: 'firebird', country: 'Canada' },
  { vin: '3G2AF19R7G1100006', why: 'Mexico: no cited plant letters', layout: 'gm-17', valid: true, division: PMD, series: 'Unknown Series', body: 'Unknown Body Type', engine: 'Unknown Engine', plant: 'Unknown Plant', seq: '100006', year: 1986, check: 'ok', expected: '7', slug: null, country: 'Mexico' },
  { vin: '1G2AW87H1CL527449', why: 'wrong check digit: probable typo, expected X found 1', layout: 'gm-17', valid: false, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Van Nuys, California', seq: '527449', year: 1982, check: 'mismatch', expected: 'X', slug: 'trans-am', country: US, warnings: [['check-digit', 9]] },
  { vin: '1G2PE37R7FP210824', why: 'wrong check digit: expected 6 found 7', layout: 'gm-17', valid: false, division: PMD, series: 'Fiero', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Pontiac, Michigan', seq: '210824', year: 1985, check: 'mismatch', expected: '6', slug: 'fiero', country: US, warnings: [['check-digit', 9]] },
  { vin: '1G2FW87H0HN100002', why: 'one sequence digit changed from a correct VIN', layout: 'gm-17', valid: false, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Norwood, Ohio', seq: '100002', year: 1987, check: 'mismatch', expected: '1', slug: 'trans-am', country: US, warnings: [['check-digit', 9]] },
  { vin: '1G2PE37O6FP210824', why: 'O never occurs: warning at 8, check digit cannot be computed', layout: 'gm-17', valid: false, division: PMD, series: 'Fiero', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Pontiac, Michigan', seq: '210824', year: 1985, check: 'uncomputable', expected: null, slug: 'fiero', country: US, warnings: [['illegal-letter', 8], ['check-digit', 9]] },
  { vin: '1G2FW87H0HNQ00001', why: 'Q in the sequence', layout: 'gm-17', valid: false, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Norwood, Ohio', seq: 'Q00001', year: 1987, check: 'uncomputable', expected: null, slug: 'trans-am', country: US, warnings: [['illegal-letter', 12], ['check-digit', 9]] },
  { vin: '1G2AW87HXCI527449', why: 'I for a 1 at position 11: no plant, no check digit', layout: 'gm-17', valid: false, division: PMD, series: 'Trans Am', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Unknown Plant', seq: '527449', year: 1982, check: 'uncomputable', expected: null, slug: 'trans-am', country: US, warnings: [['illegal-letter', 11], ['check-digit', 9]] },
  { vin: '1G2FW87H9LN100001', why: 'L is 1990: outside 1981-89, invalid despite a good check digit', layout: 'gm-17', valid: false, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Norwood, Ohio', seq: '100001', year: null, check: 'ok', expected: '9', slug: null, country: US, warnings: [['model-year-code', 10]] },
  { vin: '1G2FW87H7UN100001', why: 'U is never a year code', layout: 'gm-17', valid: false, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Norwood, Ohio', seq: '100001', year: null, check: 'ok', expected: '7', slug: null, country: US, warnings: [['model-year-code', 10]] },
  { vin: '1G2FW87H40N100001', why: '0 is never a year code', layout: 'gm-17', valid: false, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Norwood, Ohio', seq: '100001', year: null, check: 'ok', expected: '4', slug: null, country: US, warnings: [['model-year-code', 10]] },
  { vin: '1G2FW87H2AN100001', why: 'A (1980) predates 17-character VINs', layout: 'gm-17', valid: false, division: PMD, series: 'Unknown Series', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Norwood, Ohio', seq: '100001', year: null, check: 'ok', expected: '2', slug: null, country: US, warnings: [['model-year-code', 10]] },
  { vin: '1G1AP87HXCL100001', why: 'a Chevrolet WMI: Unknown Division, invalid', layout: 'gm-17', valid: false, division: 'Unknown Division', series: 'Unknown Series', body: '2-door coupe', engine: 'Unknown Engine', plant: 'Unknown Plant', seq: '100001', year: 1982, check: 'ok', expected: 'X', slug: null, country: US, warnings: [['not-pontiac', 1]] },
];

describe('decodeVin: table of VINs', () => {
  it('covers at least 40 VINs', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ROWS.map((row) => [row.vin, row.why, row] as const))('%j: %s', (vin, _why, row) => {
    const decoding = decodeVin(vin);
    expect(decoding.vin).toBe(vin.trim().toUpperCase());
    expect({
      layout: decoding.layout,
      valid: decoding.valid,
      division: decoding.division,
      series: decoding.series,
      body: decoding.bodyType,
      engine: decoding.engine,
      plant: decoding.plant,
      seq: decoding.productionNumber,
      year: decoding.modelYear,
      check: decoding.checkDigit.status,
      slug: decoding.modelSlug,
      country: decoding.country,
      warnings: decoding.warnings.map((warning) => [warning.code, warning.position]),
    }).toEqual({
      layout: row.layout,
      valid: row.valid,
      division: row.division,
      series: row.series,
      body: row.body,
      engine: row.engine,
      plant: row.plant,
      seq: row.seq,
      year: row.year,
      check: row.check,
      slug: row.slug,
      country: row.country ?? null,
      warnings: row.warnings ?? [],
    });
    if (row.layout === 'gm-17') {
      expect(decoding.checkDigit.expected).toBe(row.expected ?? null);
      expect(decoding.checkDigit.found).toBe(decoding.vin.charAt(8));
    }
  });

  it('writes the fixtures marked ok with correct check digits, and the mismatches with wrong ones', () => {
    for (const row of ROWS.filter((candidate) => candidate.layout === 'gm-17')) {
      const vin = row.vin.trim().toUpperCase();
      if (row.check === 'ok') expect(computeCheckDigit(vin), vin).toBe(vin.charAt(8));
      if (row.check === 'mismatch') expect(computeCheckDigit(vin), vin).not.toBe(vin.charAt(8));
    }
  });
});

describe('decodeVin: SPEC §5 details', () => {
  it('shows Invalid in every field for a wrong length', () => {
    const decoding = decodeVin('2W87Z');
    for (const field of ['division', 'series', 'bodyType', 'engine', 'plant', 'productionNumber'] as const) {
      expect(decoding[field]).toBe(VIN_FALLBACKS.invalid);
    }
    expect(checkDigitText(decoding)).toBe('Invalid');
    expect(decoding.segments).toEqual([]);
    expect(decoding.warnings[0]?.message).toContain('this one has 5');
  });

  it('keeps the exact SPEC tables', () => {
    expect(SPEC_DIVISIONS).toEqual({ '2': 'Pontiac Motor Division' });
    expect(SPEC_SERIES_1967_69).toEqual({ '3': 'Firebird base', '4': 'Firebird 400', '8': 'Trans Am' });
    expect(SPEC_SERIES_1970_81).toEqual({ S: 'Firebird base', T: 'Esprit', U: 'Formula', W: 'Trans Am' });
    expect(SPEC_BODIES).toEqual({ '87': '2-door coupe', '67': '2-door convertible' });
    expect(SPEC_ENGINES).toEqual({
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
    });
    expect(SPEC_PLANTS).toEqual({ N: 'Norwood, Ohio', L: 'Van Nuys, California' });
  });

  it('reads every SPEC engine letter in the SPEC layout', () => {
    for (const [code, engine] of Object.entries(SPEC_ENGINES)) {
      expect(decodeVin(`2W87${code}N1234567`).engine).toBe(engine);
    }
  });

  it('uses the exact Unknown fallbacks', () => {
    expect(VIN_FALLBACKS).toMatchObject({
      division: 'Unknown Division',
      series: 'Unknown Series',
      bodyType: 'Unknown Body Type',
      engine: 'Unknown Engine',
      plant: 'Unknown Plant',
    });
  });
});

describe('decodeVin: warnings and texts', () => {
  it('names the position and the letter of an I, O or Q', () => {
    const messages = decodeVin('1G2PE37O6FP210824').warnings.map((warning) => warning.message);
    expect(messages[0]).toBe('Position 8: the letter O never occurs in a 17-character VIN (did you mean 0, zero?).');
    expect(decodeVin('1G2AW87HXCI527449').warnings[0]?.message).toContain('Position 11: the letter I');
  });

  it('states the expected and found check digits of a probable typo', () => {
    const decoding = decodeVin('1G2AW87H1CL527449');
    expect(decoding.checkDigit).toEqual({ status: 'mismatch', expected: 'X', found: '1' });
    expect(checkDigitText(decoding)).toBe('Wrong: expected X, found 1 (probable typo)');
    expect(decoding.warnings[0]?.message).toContain('probably a typo');
    expect(checkDigitText(decodeVin('1G2AW87HXCL527449'))).toBe('OK (X)');
    expect(checkDigitText(decodeVin('2W87Z9N123456'))).toBe('None before 1981');
  });

  it('names the make of a non-Pontiac GM VIN', () => {
    expect(decodeVin('1G1AP87HXCL100001').warnings[0]?.message).toContain('Chevrolet');
  });

  it('explains the fallback to the SPEC reading', () => {
    expect(decodeVin('2W87Z9Q123456').warnings[0]?.message).toContain('position 7 (Q) is not a known plant letter');
  });
});

describe('decodeVin: breakdown segments', () => {
  it('gives positions, characters and readings for the layout used', () => {
    expect(decodeVin('2W87Z9N123456').segments).toEqual([
      { positions: '1', meaning: 'Division', characters: '2', decoded: PMD },
      { positions: '2', meaning: 'Series', characters: 'W', decoded: 'Trans Am' },
      { positions: '3–4', meaning: 'Body style', characters: '87', decoded: '2-door coupe' },
      { positions: '5', meaning: 'Engine', characters: 'Z', decoded: '400 V8 Pontiac' },
      { positions: '6', meaning: 'Model year', characters: '9', decoded: '1979' },
      { positions: '7', meaning: 'Assembly plant', characters: 'N', decoded: 'Norwood, Ohio' },
      { positions: '8–13', meaning: 'Production sequence', characters: '123456', decoded: '123456' },
    ]);
    expect(decodeVin('2487ZN1234567').segments.map((segment) => [segment.positions, segment.characters])).toEqual([
      ['1', '2'],
      ['2', '4'],
      ['3–4', '87'],
      ['5', 'Z'],
      ['6', 'N'],
      ['7–13', '1234567'],
    ]);
    expect(decodeVin('242379P100001').segments.map((segment) => segment.positions)).toEqual(['1', '2–3', '4–5', '6', '7', '8–13']);
    const seventeen = decodeVin('1G2AW87HXCL527449').segments;
    expect(seventeen.map((segment) => segment.positions)).toEqual(['1', '2', '3', '4–5', '6–7', '8', '9', '10', '11', '12–17']);
    expect(seventeen.map((segment) => segment.characters).join('')).toBe('1G2AW87HXCL527449');
  });

  it('has a guide row for every segment position of every layout', () => {
    const samples = { 'spec-13': '2487ZN1234567', 'gm-13-1965-71': '242379P100001', 'gm-13-1972-80': '2W87Z9N123456', 'gm-17': '1G2AW87HXCL527449' } as const;
    for (const guide of LAYOUT_GUIDES) {
      const decoding = decodeVin(samples[guide.layout]);
      expect(decoding.layout).toBe(guide.layout);
      expect(guide.rows.map((row) => row.positions)).toEqual(decoding.segments.map((segment) => segment.positions));
    }
  });
});

describe('check digit (49 CFR 565.15)', () => {
  it('transliterates letters and rejects I, O and Q', () => {
    expect([..."ABCDEFGHJKLMNPRSTUVWXYZ"].map(transliterate)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(transliterate('7')).toBe(7);
    expect(transliterate('I')).toBeNull();
    expect(transliterate('O')).toBeNull();
    expect(transliterate('Q')).toBeNull();
    expect(transliterate('-')).toBeNull();
  });

  it('uses the 565.15 weights, with 0 for the check digit itself', () => {
    expect(CHECK_DIGIT_WEIGHTS).toEqual([8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('matches published VINs, including a remainder of 10 written X', () => {
    expect(computeCheckDigit('1G2AW87HXCL527449')).toBe('X');
    expect(computeCheckDigit('1G2PE37R6FP210824')).toBe('6');
    expect(computeCheckDigit('11111111111111111')).toBe('1');
    expect(computeCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(computeCheckDigit('1G2AW87H')).toBeNull();
    expect(withCheckDigit('1G2FW87H0HN100001')).toBe('1G2FW87HXHN100001');
  });
});

describe('links', () => {
  it('builds the model page, value guide and decoder paths', () => {
    expect(modelPagePath('trans-am')).toBe('/pontiac/trans-am');
    expect(valueGuidePath('trans-am', 1979)).toBe('/tools/value-guide?model=trans-am&year=1979');
    expect(valueGuidePath('firebird', null)).toBe('/tools/value-guide?model=firebird');
    expect(vinDecoderPath('2W87Z9N123456')).toBe('/tools/vin-decoder?vin=2W87Z9N123456');
  });
});
