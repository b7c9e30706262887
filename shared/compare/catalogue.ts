import type { TrimDetail } from '../catalogue/reference-responses';
import type { EngineSpec } from '../catalogue/types';
import { catalogueCompareId } from './selection';
import type { CompareEntry } from './types';

/**
 * '1967 Pontiac GTO', '1969 Pontiac GTO Judge', '1970 Pontiac Firebird Formula 400': the model name
 * is not repeated when the trim already starts with it.
 */
export function compareLabel(year: number, modelName: string, trimName: string): string {
  const model = modelName.trim();
  const trim = trimName.trim();
  if (!trim || trim.toLowerCase() === model.toLowerCase()) return `${year} Pontiac ${model}`;
  if (trim.toLowerCase().startsWith(`${model.toLowerCase()} `)) return `${year} Pontiac ${trim}`;
  return `${year} Pontiac ${model} ${trim}`;
}

/** The most powerful engine of a trim (the first one when none has a rating). */
export function topEngine(engines: readonly EngineSpec[]): EngineSpec | undefined {
  let top: EngineSpec | undefined;
  for (const engine of engines) {
    if (!top || (engine.horsepower ?? -1) > (top.horsepower ?? -1)) top = engine;
  }
  return top;
}

/**
 * A catalogue trim (GET /api/models/{slug}/years/{year}/trims/{trim}) as a compare column. A trim
 * offered with several engines is compared on its most powerful one, and the engine cell says so.
 * Without specs every figure is unknown.
 */
export function entryFromTrim(trim: TrimDetail): CompareEntry {
  const specs = trim.specs;
  const engines = specs?.engines ?? [];
  const top = topEngine(engines);
  const engine = top ? (engines.length > 1 ? `${top.name} (most powerful of ${engines.length} engines)` : top.name) : null;
  return {
    value: catalogueCompareId({ modelSlug: trim.model.slug, year: trim.year, trimSlug: trim.slug }),
    label: compareLabel(trim.year, trim.model.name, trim.name),
    model: trim.model.name,
    year: trim.year,
    trim: trim.name,
    basePrice: specs?.basePriceUsd ?? null,
    engine,
    transmission: specs && specs.transmissions.length > 0 ? specs.transmissions.join('; ') : null,
    weight: specs?.dimensions.curbWeightLb ?? null,
    horsepower: top?.horsepower ?? null,
    torque: top?.torque ?? null,
    catalogue: { modelSlug: trim.model.slug, trimSlug: trim.slug },
    source: 'catalogue',
  };
}
