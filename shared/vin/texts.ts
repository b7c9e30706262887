import type { VinDecoding, VinLayout } from './types';

/** docs/product/validation.md fallbacks: every field of a VIN of the wrong length reads 'Invalid'; unknown codes read 'Unknown …'. */
export const VIN_FALLBACKS = {
  invalid: 'Invalid',
  division: 'Unknown Division',
  series: 'Unknown Series',
  bodyType: 'Unknown Body Type',
  engine: 'Unknown Engine',
  plant: 'Unknown Plant',
  /** 1965-71 VINs have no engine position (Firebirds aside, see tables/engines.ts). */
  engineNotInVin: 'Not in the VIN (1965–71)',
  modelYear: 'Unknown Model Year',
  country: 'Unknown Country',
} as const;

/** docs/product/limits.md: 13 characters before 1981, 17 from 1981; the input takes at most 17. */
export const VIN_LENGTHS = [13, 17] as const;
export const VIN_MAX_LENGTH = 17;

export const vinTexts = {
  pageTitle: 'VIN Decoder',
  lead: 'Decode a Pontiac VIN: division, series, body type, engine, assembly plant and production number. 13-character VINs cover 1965–1980, 17-character VINs 1981 onward.',
  inputLabel: 'VIN',
  inputHint: '13 characters (up to 1980) or 17 characters (1981 onward). Letters are upper-cased as you type.',
  inputPlaceholder: 'e.g. 2W87Z9N123456',
  emptyError: 'Enter a VIN to decode',
  decode: 'Decode',
  resultTitle: 'Decoded VIN',
  resultIdle: 'Enter a VIN and choose Decode: the result appears here.',
  valid: 'Valid',
  invalid: 'Invalid',
  warningsTitle: 'Check these',
  linksTitle: 'More about this car',
  modelPageLink: (modelName: string) => `${modelName} model page`,
  valueGuideLink: (modelName: string, year: number | null) =>
    year === null ? `${modelName} in the value guide` : `${year} ${modelName} in the value guide`,
  guideTitle: 'Breakdown guide',
  guideOtherLayouts: 'Other VIN layouts',
  guideAllLayoutsLead:
    'Pontiac VINs have 13 characters up to 1980 and 17 from 1981, and the 13-character ones changed layout over the years: the decoder picks the layout that fits the characters you type.',
  guideColumns: { positions: 'Position', meaning: 'Meaning', characters: 'Your VIN', decoded: 'Reads as' },
  tipsTitle: 'Where to find the VIN',
  sourcesTitle: 'Sources',
  sourcesLead: 'Codes that no published table supports are left out: they read as Unknown rather than as a guess.',
  validMeaning13: 'Valid means the division and the series are both known.',
  validMeaning17: 'Valid means a Pontiac manufacturer code, a 1981–1989 model-year code, a correct check digit and no I, O or Q.',
} as const;

/** Labels of the result fields, in the order the result card shows them. */
export const VIN_FIELD_LABELS = {
  country: 'Country',
  division: 'Division',
  series: 'Series',
  bodyType: 'Body Type',
  engine: 'Engine',
  plant: 'Assembly Plant',
  productionNumber: 'Production Number / Sequence',
  modelYear: 'Model Year',
  checkDigit: 'Check digit',
} as const;

export const LAYOUT_NAMES: Readonly<Record<VinLayout, string>> = {
  invalid: 'Not a 13- or 17-character VIN',
  'spec-13': '13 characters: the hub’s base table (plant at 6, production number at 7–13)',
  'gm-13-1965-71': '13 characters, 1965–71 layout (model year at 6, plant at 7)',
  'gm-13-1972-80': '13 characters, 1972–80 layout (model year at 6, plant at 7)',
  'gm-17': '17 characters, 1981 onward (49 CFR 565)',
};

export interface LayoutGuideRow {
  positions: string;
  meaning: string;
}

export interface LayoutGuide {
  layout: Exclude<VinLayout, 'invalid'>;
  title: string;
  intro: string;
  rows: readonly LayoutGuideRow[];
}

/** Which positions mean what, for each layout the decoder reads. */
export const LAYOUT_GUIDES: readonly LayoutGuide[] = [
  {
    layout: 'gm-13-1972-80',
    title: '13 characters, 1972–1980',
    intro:
      'Real 1972–80 Pontiac VINs carry the model year in position 6 (2 = 1972 … 9 = 1979, A = 1980) and the assembly plant in position 7. Example: 2W87Z9N123456 is a 1979 Trans Am built in Norwood.',
    rows: [
      { positions: '1', meaning: 'Division (2 = Pontiac)' },
      { positions: '2', meaning: 'Series letter (S Firebird, T Esprit, U Formula, V/W Trans Am, X 10th Anniversary Trans Am)' },
      { positions: '3–4', meaning: 'Body style (87 = 2-door coupe, 67 = 2-door convertible)' },
      { positions: '5', meaning: 'Engine letter (its meaning depends on the model year)' },
      { positions: '6', meaning: 'Model year (last digit; A = 1980)' },
      { positions: '7', meaning: 'Assembly plant' },
      { positions: '8–13', meaning: 'Production sequence' },
    ],
  },
  {
    layout: 'gm-13-1965-71',
    title: '13 characters, 1965–1971',
    intro:
      'From 1965 to 1971 positions 2–5 are all digits: a two-digit series and a two-digit body style. The engine is not in the VIN (for Firebirds the sequence starts with 1 for a V8 and 6 for a six). Example: 242379P100001 is a 1969 GTO hardtop from Pontiac, Michigan.',
    rows: [
      { positions: '1', meaning: 'Division (2 = Pontiac)' },
      { positions: '2–3', meaning: 'Series (23 Firebird, 24 Esprit, 26 Formula, 28 Trans Am, 37 LeMans, 42 GTO)' },
      { positions: '4–5', meaning: 'Body style (37 = 2-door hardtop, 67 = convertible, 87 = coupe)' },
      { positions: '6', meaning: 'Model year (5 = 1965 … 9 = 1969, 0 = 1970, 1 = 1971)' },
      { positions: '7', meaning: 'Assembly plant' },
      { positions: '8–13', meaning: 'Production sequence' },
    ],
  },
  {
    layout: 'spec-13',
    title: '13 characters, base table',
    intro:
      'When position 6 is not a model-year code followed by a known plant letter in position 7, the decoder keeps the hub’s base table: the plant in position 6 and a production number in positions 7–13. This reading gives no model year.',
    rows: [
      { positions: '1', meaning: 'Division (2 = Pontiac Motor Division)' },
      {
        positions: '2',
        meaning:
          'Series (3–8: 1967–69 table, 3 Firebird base, 4 Firebird 400, 8 Trans Am; otherwise S Firebird base, T Esprit, U Formula, W Trans Am)',
      },
      { positions: '3–4', meaning: 'Body type (87 = 2-door coupe, 67 = 2-door convertible)' },
      { positions: '5', meaning: 'Engine (A, U, L, R, K, Z, 4, S, W, T)' },
      { positions: '6', meaning: 'Assembly plant (N = Norwood, Ohio; L = Van Nuys, California)' },
      { positions: '7–13', meaning: 'Production number' },
    ],
  },
  {
    layout: 'gm-17',
    title: '17 characters, 1981–1989',
    intro:
      'The 17-character VIN of 49 CFR 565. Position 9 is a check digit computed from the other 16 characters, so most typos show up. The letters I, O and Q never occur.',
    rows: [
      { positions: '1', meaning: 'Country (1 = United States, 2 = Canada, 3 = Mexico)' },
      { positions: '2', meaning: 'Manufacturer (G = General Motors)' },
      { positions: '3', meaning: 'Make (2 = Pontiac)' },
      {
        positions: '4–5',
        meaning: 'Car line and series (read only for Firebird, Trans Am and Fiero: their meaning changed during the 1980s)',
      },
      { positions: '6–7', meaning: 'Body style (GM style number, e.g. 87 coupe, 37 coupe, 69 sedan)' },
      { positions: '8', meaning: 'Engine (not decoded)' },
      { positions: '9', meaning: 'Check digit (0–9 or X)' },
      { positions: '10', meaning: 'Model year (B = 1981 … K = 1989; never I, O, Q, U, Z or 0)' },
      { positions: '11', meaning: 'Assembly plant' },
      { positions: '12–17', meaning: 'Production sequence' },
    ],
  },
];

export const WHERE_TO_FIND_TIPS: readonly string[] = [
  'On the dashboard: a plate at the lower corner of the windshield on the driver’s side, readable from outside through the glass (all 1968 and later cars).',
  'On the driver’s door jamb or door pillar: many 1960s Pontiacs carry the VIN plate there instead of on the dashboard.',
  'On the title and the registration card: the VIN there should match the car exactly, character for character.',
  'On the engine and transmission: a partial VIN stamping (the derivative) tells whether they are the original ones.',
  'The cowl tag (Fisher Body data plate on the firewall) is not the VIN: it gives the body style, paint and trim codes and the body number.',
  'Copy the VIN from the car itself: old titles sometimes carry typos, and a 17-character VIN with a wrong check digit usually means one.',
];

export const vinWarningTexts = {
  length: (length: number) => `A Pontiac VIN has 13 characters (up to 1980) or 17 (1981 onward); this one has ${length}.`,
  illegalLetter: (position: number, letter: string) =>
    `Position ${position}: the letter ${letter} never occurs in a 17-character VIN${letter === 'I' ? ' (did you mean 1?)' : ' (did you mean 0, zero?)'}.`,
  badCharacter: (position: number, character: string) => `Position ${position}: “${character}” is not a letter or a digit.`,
  checkDigit: (expected: string, found: string) =>
    `Check digit mismatch: position 9 is ${found} but the other characters call for ${expected}. This is probably a typo somewhere in the VIN.`,
  checkDigitUncomputable: 'The check digit cannot be verified while the VIN holds a character that has no VIN value.',
  neverYearCode: (code: string) => `Position 10: ${code} is never used as a model-year code.`,
  yearOutOfRange: (code: string) => `Position 10: ${code} is not a 1981–1989 model-year code (B = 1981 … K = 1989).`,
  notPontiac: (wmi: string, make: string | null) =>
    make
      ? `Positions 1–3: ${wmi} is a ${make} code, not a Pontiac one (1G2, 2G2 or 3G2).`
      : `Positions 1–3: ${wmi} is not a Pontiac manufacturer code (1G2, 2G2 or 3G2).`,
  layoutFallback: (yearCode: string, plantCode: string) =>
    `Position 6 (${yearCode}) looks like a model-year code, but position 7 (${plantCode}) is not a known plant letter, so the base table was used (plant at 6).`,
} as const;

/** How the check digit reads on the result card. */
export function checkDigitText(decoding: Pick<VinDecoding, 'checkDigit' | 'layout'>): string {
  const { status, expected, found } = decoding.checkDigit;
  switch (status) {
    case 'ok':
      return `OK (${found ?? ''})`;
    case 'mismatch':
      return `Wrong: expected ${expected ?? '?'}, found ${found ?? '?'} (probable typo)`;
    case 'uncomputable':
      return 'Cannot be checked (a character has no VIN value)';
    case 'not-applicable':
      return decoding.layout === 'invalid' ? VIN_FALLBACKS.invalid : 'None before 1981';
  }
}

/** Display names of the catalogue slugs the decoder can return. */
export const MODEL_NAMES: Readonly<Record<string, string>> = {
  firebird: 'Firebird',
  'trans-am': 'Trans Am',
  gto: 'GTO',
  lemans: 'LeMans',
  fiero: 'Fiero',
};
