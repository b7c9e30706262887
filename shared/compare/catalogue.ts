import { modelAndTrim } from '../catalogue/car-name';
import type { TrimDetail } from '../catalogue/reference-responses';
import type { EngineSpec } from '../catalogue/types';
import { BUILTIN_COMPARE_MODELS } from './builtin';
import { catalogueCompareId } from './selection';
import type { CompareEntry } from './types';

/**
 * '1967 Pontiac GTO', '1969 Pontiac GTO Judge', '1970 Pontiac Firebird Formula 400': the model name
 * is not repeated when the trim already starts with it.
 */
export function compareLabel(year: number, modelName: string, trimName: string): string {
  return `${year} Pontiac ${modelAndTrim(modelName, trimName)}`;
}

/** The most powerful engine of a trim (the first one when none has a rating; of equals, one whose torque is known). */
export function topEngine(engines: readonly EngineSpec[]): EngineSpec | undefined {
  let top: EngineSpec | undefined;
  for (const engine of engines) {
    const power = engine.horsepower ?? -1;
    const topPower = top?.horsepower ?? -1;
    if (!top || power > topPower || (power === topPower && top.torque === undefined && engine.torque !== undefined)) top = engine;
  }
  return top;
}

/**
 * The featured sample of the same car (same model, year and trim), whose sourced price and weight fill
 * what the catalogue trim leaves out: the catalogue records no weights, the featured samples do.
 */
function builtinTwin(modelSlug: string, year: number, trimSlug: string): CompareEntry | undefined {
  return BUILTIN_COMPARE_MODELS.find(
    (entry) => entry.year === year && entry.catalogue?.modelSlug === modelSlug && entry.catalogue.trimSlug === trimSlug,
  );
}

/**
 * A catalogue trim (GET /api/models/{slug}/years/{year}/trims/{trim}) as a compare column. A trim
 * offered with several engines is compared on its most powerful one, and the engine cell says so.
 * Price and weight the trim lacks come from the featured sample of the same car, when there is one.
 * Without specs or such a sample every figure is unknown.
 */
export function entryFromTrim(trim: TrimDetail): CompareEntry {
  const specs = trim.specs;
  const engines = specs?.engines ?? [];
  const top = topEngine(engines);
  // One engine may have a row per note (e.g. per transmission): count engines, not rows.
  const engineCount = new Set(engines.map((item) => item.name)).size;
  const engine = top ? (engineCount > 1 ? `${top.name} (most powerful of ${engineCount} engines)` : top.name) : null;
  const twin = builtinTwin(trim.model.slug, trim.year, trim.slug);
  return {
    value: catalogueCompareId({ modelSlug: trim.model.slug, year: trim.year, trimSlug: trim.slug }),
    label: compareLabel(trim.year, trim.model.name, trim.name),
    model: trim.model.name,
    year: trim.year,
    trim: trim.name,
    basePrice: specs?.basePriceUsd ?? twin?.basePrice ?? null,
    engine,
    transmission: specs && specs.transmissions.length > 0 ? specs.transmissions.join('; ') : null,
    weight: specs?.dimensions.curbWeightLb ?? twin?.weight ?? null,
    horsepower: top?.horsepower ?? null,
    torque: top?.torque ?? null,
    catalogue: { modelSlug: trim.model.slug, trimSlug: trim.slug },
    source: 'catalogue',
  };
}
