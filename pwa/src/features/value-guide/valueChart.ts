import { tierOfCondition } from '@shared/valuations/car-value';
import type { Valuation, ValuationPoint } from '@shared/valuations/schemas';
import type { PublicSale } from '@shared/valuations/sales';
import { CONDITION_TIERS, type ConditionTier } from '@shared/valuations/tiers';

/** A row's figures over time, oldest first: its earlier figures (`history`), then the current ones. */
export function historyPoints(valuation: Valuation): ValuationPoint[] {
  const { excellentValue, goodValue, fairValue, poorValue, source, asOf } = valuation;
  return [...valuation.history, { excellentValue, goodValue, fairValue, poorValue, source, asOf }];
}

/** The drawing's size and the room kept clear on each side (the value labels on the left, the dates below). */
export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartLine {
  tier: ConditionTier;
  /** The step line's corners: a figure stands from its date until the next one, the last until the chart's end. */
  path: string;
  /** Where each estimate begins, oldest first. */
  dots: Array<{ x: number; y: number; value: number }>;
}

export interface ChartSale {
  sale: PublicSale;
  tier: ConditionTier;
  x: number;
  y: number;
}

export interface ValueChart {
  lines: ChartLine[];
  sales: ChartSale[];
  /** Value labels on the left, from $0 up. */
  ticks: Array<{ y: number; value: number }>;
  /** The first and last dates drawn (YYYY-MM-DD). */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const round = (value: number) => Math.round(value * 10) / 10;

/** The smallest of 1, 2, 2.5 or 5 times a power of ten at or above `value`: an axis top that reads easily. */
export function roundUp(value: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * The chart of what a row rests on: the editors' four figures as step lines on a time axis (a figure stands until the
 * next edit, the last until `today`), the sales behind the row as dots at their date and price, coloured by their
 * condition, and $0 at the bottom up to a round figure above the highest. Pure, for the page and its tests.
 */
export function valueChart(points: readonly ValuationPoint[], sales: readonly PublicSale[], box: ChartBox, today: string): ValueChart {
  const dates = [...points.map((point) => point.asOf), ...sales.map((sale) => sale.soldOn)].sort();
  const from = dates[0] ?? today;
  const to = [today, ...dates].sort().at(-1) ?? today;
  // A single day still gets a width: a month either side of nothing reads as "now".
  const start = dayOf(from);
  const span = Math.max(dayOf(to) - start, 30 * DAY_MS);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const top = roundUp(
    Math.max(1, ...points.flatMap((point) => CONDITION_TIERS.map((tier) => point[tier.field])), ...sales.map((sale) => sale.priceUsd)),
  );
  const x = (date: string) => round(box.left + ((dayOf(date) - start) / span) * plotWidth);
  const y = (value: number) => round(box.top + plotHeight - (value / top) * plotHeight);
  const end = round(box.left + plotWidth);

  const lines = CONDITION_TIERS.map((tier) => {
    const dots = points.map((point) => ({ x: x(point.asOf), y: y(point[tier.field]), value: point[tier.field] }));
    const corners = dots.flatMap((dot, index) => [`${dot.x},${dot.y}`, `${dots[index + 1]?.x ?? end},${dot.y}`]);
    return { tier, path: corners.join(' '), dots };
  });
  return {
    lines,
    sales: sales.map((sale) => ({ sale, tier: tierOfCondition(sale.condition), x: x(sale.soldOn), y: y(sale.priceUsd) })),
    ticks: [0, top / 2, top].map((value) => ({ value, y: y(value) })),
    from,
    to,
  };
}

/** "$0", "$45k", "$1.2M": short enough for the chart's left edge at 360 px. */
export function shortUsd(value: number): string {
  if (value >= 1_000_000) return `$${round(value / 1_000_000)}M`;
  if (value >= 1_000) return `$${round(value / 1_000)}k`;
  return `$${value}`;
}
