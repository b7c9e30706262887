import { SPEC_BODIES } from './spec';

/**
 * GM body style numbers beyond the documented 87 and 67.
 * - 37: 2-door hardtop in 1965-71 VINs (docs/reference.md: "body 37 hardtop"; 1969 Firebird "37 coupe");
 *   a 2-door coupe in 1981-89 VINs (GM service VIN tables: "2 Door Coupe (GM Style 37)").
 * - 69: 4-door sedan (GM service VIN tables: "4 Door Sedan (GM Style 69)").
 */
const BODIES_13_EXTRA: Readonly<Record<string, string>> = {
  '37': '2-door hardtop coupe',
  '69': '4-door sedan',
};

const BODIES_17_EXTRA: Readonly<Record<string, string>> = {
  '37': '2-door coupe',
  '69': '4-door sedan',
};

/** Body of a real 1965-80 13-character VIN. */
export function body13(code: string): string | null {
  return SPEC_BODIES[code] ?? BODIES_13_EXTRA[code] ?? null;
}

/** Body of a 1981-89 VIN, positions 6-7. */
export function body17(code: string): string | null {
  return SPEC_BODIES[code] ?? BODIES_17_EXTRA[code] ?? null;
}
