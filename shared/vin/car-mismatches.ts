import { decodeVin } from './decode';

/** What a garage car's VIN can disagree with: the owner's entry is kept and the difference pointed out. */
export const VIN_MISMATCH_FIELDS = ['model', 'year', 'engine', 'plant'] as const;
export type VinMismatchField = (typeof VIN_MISMATCH_FIELDS)[number];

export interface VinMismatch {
  field: VinMismatchField;
  /** What the VIN says, as the decoder reads it. */
  vinSays: string;
  message: string;
}

export interface GarageCarFacts {
  modelSlug: string;
  year: number;
  engine: string | null;
}

const MODEL_FAMILIES: Record<string, readonly string[]> = {
  // The decoder names the Trans Am series 'trans-am'; the catalogue also files it under the Firebird.
  firebird: ['firebird', 'trans-am'],
  'trans-am': ['firebird', 'trans-am'],
  gto: ['gto', 'tempest', 'lemans'],
};

/**
 * Where a VIN disagrees with what the owner entered, by the decoder the app has (shared/vin/decode.ts): the model
 * (when the VIN names one), the model year (when it says one), the engine (when both say a displacement and they
 * differ). `plant` is never a mismatch (the owner does not enter one) but the decoded plant is offered to fill in.
 * Empty when the VIN cannot be read or agrees. Pure: the form runs it as the VIN is typed, the API on save.
 */
export function vinMismatches(vin: string, car: GarageCarFacts, modelName: (slug: string) => string = (slug) => slug): VinMismatch[] {
  const decoded = decodeVin(vin);
  if (decoded.layout === 'invalid') return [];
  const found: VinMismatch[] = [];
  if (decoded.modelSlug && decoded.modelSlug !== car.modelSlug) {
    const family = MODEL_FAMILIES[car.modelSlug] ?? [car.modelSlug];
    if (!family.includes(decoded.modelSlug)) {
      const name = modelName(decoded.modelSlug);
      found.push({ field: 'model', vinSays: name, message: `The VIN reads as a ${name}` });
    }
  }
  if (decoded.modelYear !== null && decoded.modelYear !== car.year) {
    found.push({ field: 'year', vinSays: String(decoded.modelYear), message: `The VIN reads as a ${decoded.modelYear} model year` });
  }
  const vinCubicInches = cubicInches(decoded.engine);
  const ownerCubicInches = car.engine ? cubicInches(car.engine) : null;
  if (vinCubicInches !== null && ownerCubicInches !== null && vinCubicInches !== ownerCubicInches) {
    found.push({ field: 'engine', vinSays: decoded.engine, message: `The VIN reads as ${decoded.engine}` });
  }
  return found;
}

/** "400 cu in V8", "6.6 L (400)", "455" → 400 / 455; null when no displacement is named. */
function cubicInches(text: string): number | null {
  const match = /\b(2\d\d|3\d\d|4\d\d)\b/.exec(text);
  return match ? Number(match[1]) : null;
}
