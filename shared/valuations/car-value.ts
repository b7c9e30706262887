import type { Valuation } from './schemas';
import { CONDITION_TIERS, type ConditionTier } from './tiers';

/** A garage car's condition: the value guide's tier number, #1 (best) to #4. */
export const CAR_CONDITIONS = [1, 2, 3, 4] as const;
export type CarCondition = (typeof CAR_CONDITIONS)[number];

export function tierOfCondition(condition: CarCondition): ConditionTier {
  const tier = CONDITION_TIERS.find((item) => item.rank === condition);
  if (!tier) throw new Error(`Unknown condition ${condition}`);
  return tier;
}

export interface CarValueQuestion {
  modelSlug: string;
  year: number;
  trim: string | null;
  condition: CarCondition | null;
}

/**
 * What the value guide says a car is worth, computed on the device from the guide's rows (so it works
 * offline from the mirror):
 * - `value`: the figure for its condition from the row of its model and year: the row of its trim when the guide has
 *   one (`trimMatched`), else the year's first row in the guide's order;
 * - `no-condition`: the guide has a row but the owner has not said the car's condition;
 * - `no-row`: the guide has no row for the model and year; `nearestYear` is the closest year of that model it has
 *   (the earlier one on a tie), or null when it has none of that model.
 */
export type CarValue =
  | { kind: 'value'; amount: number; valuation: Valuation; tier: ConditionTier; trimMatched: boolean }
  | { kind: 'no-condition'; valuation: Valuation }
  | { kind: 'no-row'; nearestYear: number | null };

const sameTrim = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function carValueOf(car: CarValueQuestion, valuations: readonly Valuation[]): CarValue {
  const ofModel = valuations.filter((row) => row.modelSlug === car.modelSlug);
  const ofYear = ofModel.filter((row) => row.year === car.year);
  if (ofYear.length === 0) {
    const years = [...new Set(ofModel.map((row) => row.year))];
    const nearestYear = years.reduce<number | null>((best, year) => {
      if (best === null) return year;
      const distance = Math.abs(year - car.year) - Math.abs(best - car.year);
      return distance < 0 || (distance === 0 && year < best) ? year : best;
    }, null);
    return { kind: 'no-row', nearestYear };
  }
  const matched = car.trim ? ofYear.find((row) => sameTrim(row.trim, car.trim ?? '')) : undefined;
  const valuation = matched ?? ofYear[0];
  if (!valuation) return { kind: 'no-row', nearestYear: null };
  if (car.condition === null) return { kind: 'no-condition', valuation };
  const tier = tierOfCondition(car.condition);
  return { kind: 'value', amount: valuation[tier.field], valuation, tier, trimMatched: !!matched };
}

/** The value guide's address for a row (its selection in the query, docs/product/screens.md). */
export function valueGuideHref(row: { modelSlug: string; year: number; trim?: string | null }): string {
  const query = new URLSearchParams({ model: row.modelSlug, year: String(row.year) });
  if (row.trim) query.set('trim', row.trim);
  return `/tools/value-guide?${query.toString()}`;
}

/** A garage's total: the sum of the cars that have a value, and how many have none (no condition or no row). */
export function garageTotal(cars: readonly CarValueQuestion[], valuations: readonly Valuation[]) {
  let total = 0;
  let valued = 0;
  for (const car of cars) {
    const worth = carValueOf(car, valuations);
    if (worth.kind === 'value') {
      total += worth.amount;
      valued += 1;
    }
  }
  return { total, valued, unvalued: cars.length - valued };
}

export const carValueTexts = {
  worthAbout: (amount: string) => `Worth about ${amount}`,
  /** Under the figure: the condition and the guide's date. */
  basis: (tier: string, date: string) => `${tier} condition, value guide as of ${date}`,
  /** Which row the figure is, and the sales behind it (null: the sales are not on the device). */
  restsOn: (row: string, sales: number | null) =>
    sales === null
      ? `From the value guide's ${row} row`
      : `From the value guide's ${row} row and ${sales === 1 ? '1 sale' : `${sales} sales`} of the last 24 months`,
  guideRowLink: 'See the value guide row',
  otherTrim: (trim: string) => `The guide has no row for this trim; this is the ${trim} row.`,
  noCondition: 'Add its condition to see what it is worth.',
  noRow: (year: number, model: string) => `The value guide has no ${year} ${model} yet.`,
  nearestYear: (year: number) => `See the nearest year it has: ${year}`,
  noModel: 'The value guide has no values for this model yet.',
  garageTotal: (amount: string) => `Garage worth about ${amount}`,
  garageTotalPartial: (amount: string, unvalued: number) =>
    `Garage worth about ${amount} (${unvalued} ${unvalued === 1 ? 'car' : 'cars'} without a value)`,
} as const;
