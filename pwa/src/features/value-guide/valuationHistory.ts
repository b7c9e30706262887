import type { Valuation, ValuationPoint } from '@shared/valuations/schemas';
import { CONDITION_TIERS, type ConditionTier } from '@shared/valuations/tiers';

/** A row's figures over time, oldest first: its earlier figures (`history`), then the current ones. */
export function historyPoints(valuation: Valuation): ValuationPoint[] {
  const { excellentValue, goodValue, fairValue, poorValue, source, asOf } = valuation;
  return [...valuation.history, { excellentValue, goodValue, fairValue, poorValue, source, asOf }];
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept clear on every side, for the dots and the labels. */
  inset: number;
}

export interface ChartLine {
  tier: ConditionTier;
  /** The dots, in the SVG's coordinates, oldest first. */
  dots: Array<{ x: number; y: number; value: number }>;
}

/**
 * The chart of a row's history: one line per condition tier, the points evenly spaced left to right (oldest first,
 * as the figures' dates may be days or years apart), values from $0 at the bottom to the highest figure at the top.
 */
export function historyChart(points: readonly ValuationPoint[], { width, height, inset }: ChartBox): ChartLine[] {
  const highest = Math.max(1, ...points.flatMap((point) => CONDITION_TIERS.map((tier) => point[tier.field])));
  const step = points.length > 1 ? (width - 2 * inset) / (points.length - 1) : 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  return CONDITION_TIERS.map((tier) => ({
    tier,
    dots: points.map((point, index) => ({
      x: round(inset + index * step),
      y: round(height - inset - (point[tier.field] / highest) * (height - 2 * inset)),
      value: point[tier.field],
    })),
  }));
}
