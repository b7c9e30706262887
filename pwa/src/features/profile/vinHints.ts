import { vinMismatches, type VinMismatch } from '@shared/vin/car-mismatches';
import { decodeVin } from '@shared/vin/decode';
import { VIN_FALLBACKS, VIN_FIELD_LABELS } from '@shared/vin/texts';
import type { CarFormValues } from './carFormValues';

export type VinFill = Partial<Pick<CarFormValues, 'modelSlug' | 'year' | 'engine'>>;

/** What the car form says under the VIN as it is typed, all from the decoder on the device. */
export interface VinHints {
  /** What the VIN reads as, one fact a line ("Model year: 1969"); empty until it is a VIN the decoder can read. */
  reading: Array<{ label: string; value: string }>;
  /** Where it disagrees with what the owner chose or typed: pointed out, never changed. */
  mismatches: VinMismatch[];
  /** Empty fields the VIN can fill in (on the owner's request): only values the catalogue and the form accept. */
  fill: VinFill;
}

const NO_HINTS: VinHints = { reading: [], mismatches: [], fill: {} };
/** Decoder answers that name nothing (an unknown code, or a field the VIN of that era does not carry). */
const SAYS_NOTHING: ReadonlySet<string> = new Set(Object.values(VIN_FALLBACKS));
const says = (text: string) => !SAYS_NOTHING.has(text);

interface VinHintsContext {
  /** The catalogue's models, with their years, to know what may be filled in. */
  models: ReadonlyArray<{ slug: string; name: string; firstYear: number; lastYear: number }>;
  nameOf: (slug: string) => string;
}

export function vinHints(
  vin: string,
  values: Pick<CarFormValues, 'modelSlug' | 'year' | 'engine'>,
  { models, nameOf }: VinHintsContext,
): VinHints {
  const decoded = decodeVin(vin);
  if (decoded.layout === 'invalid') return NO_HINTS;
  const reading = [
    ...(decoded.modelSlug ? [{ label: 'Model', value: nameOf(decoded.modelSlug) }] : []),
    ...(decoded.modelYear !== null ? [{ label: VIN_FIELD_LABELS.modelYear, value: String(decoded.modelYear) }] : []),
    ...(says(decoded.bodyType) ? [{ label: VIN_FIELD_LABELS.bodyType, value: decoded.bodyType }] : []),
    ...(says(decoded.engine) ? [{ label: VIN_FIELD_LABELS.engine, value: decoded.engine }] : []),
    ...(says(decoded.plant) ? [{ label: VIN_FIELD_LABELS.plant, value: decoded.plant }] : []),
  ];
  const mismatches =
    values.modelSlug && values.year
      ? vinMismatches(decoded.vin, { modelSlug: values.modelSlug, year: Number(values.year), engine: values.engine.trim() || null }, nameOf)
      : [];

  const fill: VinFill = {};
  const vinModel = models.find((model) => model.slug === decoded.modelSlug);
  if (!values.modelSlug && vinModel) fill.modelSlug = vinModel.slug;
  const model = models.find((item) => item.slug === (fill.modelSlug ?? values.modelSlug));
  const year = decoded.modelYear;
  if (!values.year && year !== null && model && year >= model.firstYear && year <= model.lastYear) fill.year = String(year);
  if (!values.engine.trim() && says(decoded.engine)) fill.engine = decoded.engine;
  return { reading, mismatches, fill };
}
