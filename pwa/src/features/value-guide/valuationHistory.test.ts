import { describe, expect, it } from 'vitest';
import type { Valuation } from '@shared/valuations/schemas';
import { historyChart, historyPoints } from './valuationHistory';

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
  asOf: '2026-11-20',
  history: [seeded],
};

describe('historyPoints', () => {
  it('puts the current figures after the earlier ones', () => {
    expect(historyPoints(row)).toEqual([
      seeded,
      {
        excellentValue: 110_000,
        goodValue: 66_000,
        fairValue: 40_000,
        poorValue: 20_000,
        source: 'Auction results, autumn 2026',
        asOf: '2026-11-20',
      },
    ]);
    expect(historyPoints({ ...row, history: [] })).toHaveLength(1);
  });
});

describe('historyChart', () => {
  const box = { width: 200, height: 100, inset: 10 };

  it('draws a line per tier, #1 to #4, with a dot per point spread across the width', () => {
    const lines = historyChart(historyPoints(row), box);
    expect(lines.map((line) => line.tier.rank)).toEqual([1, 2, 3, 4]);
    for (const line of lines) expect(line.dots.map((dot) => dot.x)).toEqual([10, 190]);
  });

  it('scales from $0 at the bottom to the highest figure at the top', () => {
    const [excellent, good, , poor] = historyChart(historyPoints(row), box);
    // $110,000 is the highest: the top of the drawing area; $100,000 a little below.
    expect(excellent?.dots.map((dot) => dot.y)).toEqual([17.3, 10]);
    expect(good?.dots.map((dot) => dot.value)).toEqual([60_000, 66_000]);
    expect(poor?.dots.map((dot) => dot.y)).toEqual([75.5, 75.5]);
  });
});
