import { describe, expect, it } from 'vitest';
import type { Valuation } from '@shared/valuations/schemas';
import type { PublicSale } from '@shared/valuations/sales';
import { historyPoints, roundUp, shortUsd, valueChart } from './valueChart';

const seeded = { excellentValue: 100_000, goodValue: 60_000, fairValue: 40_000, poorValue: 20_000, source: 'Seeded', asOf: '2026-01-01' };
const row: Valuation = {
  id: '0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1a01',
  modelSlug: 'gto',
  year: 1969,
  trim: 'GTO',
  excellentValue: 110_000,
  goodValue: 66_000,
  fairValue: 40_000,
  poorValue: 20_000,
  notes: null,
  lastUpdated: '2026-11-26',
  source: 'Auction results, autumn 2026',
  asOf: '2026-07-02',
  history: [seeded],
};
const sale = (soldOn: string, priceUsd: number, condition: 1 | 2 | 3 | 4): PublicSale => ({
  id: `00000000-0000-4000-8000-00000000000${condition}`,
  modelSlug: 'gto',
  year: 1969,
  trim: 'GTO',
  priceUsd,
  soldOn,
  condition,
  venue: 'auction',
  place: 'Mecum Indianapolis',
  listingUrl: null,
  reportedBy: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Rex Reporter', username: 'rex' },
});
// 200 wide, 100 high; the plot from x 20 to 190 and y 10 to 90.
const box = { width: 200, height: 100, left: 20, right: 10, top: 10, bottom: 10 };

describe('historyPoints', () => {
  it('puts the current figures after the earlier ones', () => {
    expect(historyPoints(row).map((point) => point.asOf)).toEqual(['2026-01-01', '2026-07-02']);
    expect(historyPoints({ ...row, history: [] })).toHaveLength(1);
  });
});

describe('valueChart', () => {
  it('places estimates and sales on one time axis, from the first date to today', () => {
    const chart = valueChart(historyPoints(row), [sale('2026-04-02', 90_000, 2)], box, '2026-12-31');
    expect(chart.from).toBe('2026-01-01');
    expect(chart.to).toBe('2026-12-31');
    const [excellent] = chart.lines;
    // 2026-01-01 is the left edge; 2026-07-02 is day 182 of 364, half-way across.
    expect(excellent?.dots.map((dot) => dot.x)).toEqual([20, 105]);
    expect(chart.sales[0]?.x).toBe(62.5);
    expect(chart.sales[0]?.tier.rank).toBe(2);
  });

  it('draws each tier as steps that hold a figure until the next, and the last until the end', () => {
    const chart = valueChart(historyPoints(row), [], box, '2026-12-31');
    const excellent = chart.lines[0];
    // The top is $200,000 (the next round figure above $110,000): $100,000 half-way, $110,000 a little above.
    expect(excellent?.path).toBe('20,50 105,50 105,46 190,46');
    expect(chart.lines.map((line) => line.tier.rank)).toEqual([1, 2, 3, 4]);
  });

  it('scales from $0 to a round figure above the highest estimate or sale', () => {
    const chart = valueChart(historyPoints(row), [sale('2026-09-01', 260_000, 1)], box, '2026-12-31');
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 250_000, 500_000]);
    expect(chart.ticks.map((tick) => tick.y)).toEqual([90, 50, 10]);
  });

  it('gives a single date a width, so one estimate and no sale still reads', () => {
    const chart = valueChart(historyPoints({ ...row, history: [] }), [], box, '2026-07-02');
    expect(chart.lines[0]?.path).toBe('20,46 190,46');
  });
});

describe('axis figures', () => {
  it('rounds the top up to 1, 2, 2.5 or 5 of a power of ten', () => {
    expect([7, 110_000, 230_000, 260_000, 1_000_000].map(roundUp)).toEqual([10, 200_000, 250_000, 500_000, 1_000_000]);
  });

  it('writes values short', () => {
    expect([0, 500, 45_000, 62_500, 1_200_000].map(shortUsd)).toEqual(['$0', '$500', '$45k', '$62.5k', '$1.2M']);
  });
});
