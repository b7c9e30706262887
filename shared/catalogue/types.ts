/**
 * Shapes stored in the catalogue's jsonb columns (years.sources, trims.specs/issues/tips/sources).
 * The server writes them and the client renders them as-is on the year and trim pages.
 */

/** A citation shown in the sources list of a year or trim page. */
export interface SourceRef {
  title: string;
  url: string;
  /** Site name shown next to the title, e.g. "Hemmings". */
  siteName?: string;
  /** ISO date (YYYY-MM-DD) the page was read. */
  accessedAt?: string;
}

/** One engine offered in a trim (Specifications tab). Figures are gross SAE as published for the year. */
export interface EngineSpec {
  /** e.g. "400 V8 4-bbl". */
  name: string;
  /** e.g. "400 cu in (6.6 L)". */
  displacement?: string;
  horsepower?: number;
  /** lb-ft. */
  torque?: number;
}

/** Exterior dimensions and weight, in inches and pounds. */
export interface TrimDimensions {
  wheelbaseIn?: number;
  lengthIn?: number;
  widthIn?: number;
  heightIn?: number;
  curbWeightLb?: number;
}

/** The Specifications tab of a trim page. */
export interface TrimSpecs {
  engines: EngineSpec[];
  transmissions: string[];
  dimensions: TrimDimensions;
}

/** A known weak spot (Common Issues tab) or restoration advice (Restoration Tips tab). */
export interface TrimNote {
  title: string;
  description: string;
}
