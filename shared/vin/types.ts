/** The shapes the VIN decoder returns (docs/product/screens.md VIN decoder, docs/product/validation.md VIN decoder rules). */

/**
 * Which reading of the VIN was used:
 * - `invalid`: not 13 or 17 characters, every field reads 'Invalid' (docs/product/validation.md);
 * - `spec-13`: the docs/product/validation.md table (plant at 6, production number at 7-13);
 * - `gm-13-1965-71`: real 1965-71 layout (series 2-3, body 4-5, year 6, plant 7, sequence 8-13);
 * - `gm-13-1972-80`: real 1972-80 layout (series 2, body 3-4, engine 5, year 6, plant 7, sequence 8-13);
 * - `gm-17`: 1981+ 17-character VIN under 49 CFR 565.
 */
export type VinLayout = 'invalid' | 'spec-13' | 'gm-13-1965-71' | 'gm-13-1972-80' | 'gm-17';

export type CheckDigitStatus =
  /** 13-character and invalid VINs carry no check digit. */
  | 'not-applicable'
  | 'ok'
  | 'mismatch'
  /** A character that has no 49 CFR 565 value (I, O, Q or a symbol) makes the sum impossible. */
  | 'uncomputable';

export interface VinCheckDigit {
  status: CheckDigitStatus;
  /** The digit the other sixteen characters call for ('0'-'9' or 'X'); null when it cannot be computed. */
  expected: string | null;
  /** Position 9 as typed; null for 13-character VINs. */
  found: string | null;
}

export type VinWarningCode =
  'length' | 'illegal-letter' | 'bad-character' | 'check-digit' | 'model-year-code' | 'not-pontiac' | 'layout-fallback';

export interface VinWarning {
  code: VinWarningCode;
  /** 1-based position the warning is about, when it is about one. */
  position: number | null;
  message: string;
}

/** One row of the breakdown for this VIN: which positions, what they mean, what they hold and how they read. */
export interface VinSegment {
  /** "1", "3-4", "12-17". */
  positions: string;
  meaning: string;
  characters: string;
  decoded: string;
}

export interface VinDecoding {
  /** The VIN trimmed and upper-cased (docs/product/validation.md). */
  vin: string;
  layout: VinLayout;
  /** docs/product/validation.md: valid only when division and series are known (13 characters); see decode.ts for 17. */
  valid: boolean;
  division: string;
  series: string;
  bodyType: string;
  engine: string;
  plant: string;
  /** documented "production number" (positions 7-13) or the plant sequence (8-13, or 12-17). */
  productionNumber: string;
  /** Null when the VIN does not say (documented reading, invalid, unknown year code). */
  modelYear: number | null;
  /** 17 characters only: country of the world manufacturer code; null otherwise. */
  country: string | null;
  checkDigit: VinCheckDigit;
  warnings: VinWarning[];
  /** Catalogue slug of the model the series identifies ('firebird', 'trans-am', 'gto' ...), else null. */
  modelSlug: string | null;
  /** Position-by-position reading of this VIN in the layout used; empty when invalid. */
  segments: VinSegment[];
}
