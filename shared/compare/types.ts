/**
 * One column of the compare table (docs/product/entities.md "Compare built-in sample specs"): value, label, model,
 * year, trim, basePrice, engine, transmission, weight, horsepower, torque. A figure nobody could
 * confirm is null and shows as not recorded (a footnoted mark); it is never guessed.
 */
export interface CompareEntry {
  /** The id kept in the `models` query: a built-in slug such as '1967-gto', or 'cat:gto:1967:gto'. */
  value: string;
  /** e.g. '1967 Pontiac GTO'. */
  label: string;
  /** Model name, e.g. 'GTO', 'Firebird'. */
  model: string;
  year: number;
  /** Trim or package, e.g. 'The Judge', 'Formula 400'. */
  trim: string;
  /** Manufacturer's suggested base price when new, whole USD. */
  basePrice: number | null;
  engine: string | null;
  transmission: string | null;
  /** Pounds (shipping or curb weight as the source gives it). */
  weight: number | null;
  /** Advertised horsepower: SAE gross through 1971, SAE net from 1972. */
  horsepower: number | null;
  /** lb-ft, same rating basis as horsepower. */
  torque: number | null;
  /** Where it sits in the catalogue, for a link to /pontiac/{modelSlug}/{year}/{trimSlug}. */
  catalogue: { modelSlug: string; trimSlug: string } | null;
  /** Where the figures come from. */
  source: 'builtin' | 'catalogue';
}
