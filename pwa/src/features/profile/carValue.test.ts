import { describe, expect, it } from 'vitest';
import type { PublicSale } from '@shared/valuations/sales';
import type { Valuation } from '@shared/valuations/schemas';
import { carValueView } from './carValue';

const row = (overrides: Partial<Valuation>): Valuation => ({
  id: '0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1a01',
  modelSlug: 'gto',
  year: 1969,
  trim: 'GTO',
  excellentValue: 95_000,
  goodValue: 62_000,
  fairValue: 38_000,
  poorValue: 21_000,
  notes: null,
  lastUpdated: '2026-11-01',
  source: 'Rounded estimates',
  asOf: '2026-10-15',
  history: [],
  ...overrides,
});

const guide = [
  row({}),
  row({ id: '0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1a02', trim: 'GTO Judge', goodValue: 90_000, excellentValue: 140_000 }),
  row({ id: '0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1a03', year: 1966 }),
  row({ id: '0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1a04', year: 1972 }),
];

describe('carValueView', () => {
  it("gives the figure of the car's condition, its tier, the guide's as-of date and the row's link", () => {
    expect(carValueView({ modelSlug: 'gto', year: 1969, trim: 'GTO Judge', condition: 2 }, guide, 'GTO')).toEqual({
      kind: 'value',
      headline: 'Worth about $90,000',
      basis: '#2 Good condition, value guide as of October 15, 2026',
      restsOn: "From the value guide's 1969 GTO Judge row",
      otherTrim: null,
      link: { href: '/tools/value-guide?model=gto&year=1969&trim=GTO+Judge', label: 'See the value guide row' },
    });
  });

  it('says how many approved sales of the last 24 months stand behind the row it used', () => {
    const sale = (id: string, trim: string, soldOn: string): PublicSale => ({
      id,
      modelSlug: 'gto',
      year: 1969,
      trim,
      priceUsd: 88_000,
      soldOn,
      condition: 2,
      venue: 'auction',
      place: 'Mecum Kissimmee',
      listingUrl: null,
      reportedBy: { id: '0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1b00', username: 'rex', name: 'Rex' },
    });
    const sales = [
      sale('0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1b01', 'GTO Judge', '2026-06-01'),
      sale('0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1b02', 'gto judge', '2025-12-24'),
      // Another trim, and one older than 24 months: not behind the Judge row.
      sale('0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1b03', 'GTO', '2026-06-01'),
      sale('0b5b1f9e-4a4c-4d8e-9c39-7f0c2c6a1b04', 'GTO Judge', '2024-11-01'),
    ];
    const judge = { modelSlug: 'gto', year: 1969, trim: 'GTO Judge', condition: 2 } as const;
    expect(carValueView(judge, guide, 'GTO', { sales, today: '2026-11-29' })).toMatchObject({
      restsOn: "From the value guide's 1969 GTO Judge row and 2 sales of the last 24 months",
    });
    expect(carValueView(judge, guide, 'GTO', { sales: sales.slice(2), today: '2026-11-29' })).toMatchObject({
      restsOn: "From the value guide's 1969 GTO Judge row and 0 sales of the last 24 months",
    });
  });

  it("says which row it used when the guide has none for the car's trim", () => {
    expect(carValueView({ modelSlug: 'gto', year: 1969, trim: 'Royal Bobcat', condition: 3 }, guide, 'GTO')).toMatchObject({
      kind: 'value',
      headline: 'Worth about $38,000',
      otherTrim: 'The guide has no row for this trim; this is the GTO row.',
    });
    // No trim given: the year's first row, without a note.
    expect(carValueView({ modelSlug: 'gto', year: 1969, trim: null, condition: 4 }, guide, 'GTO')).toMatchObject({
      headline: 'Worth about $21,000',
      otherTrim: null,
    });
  });

  it('asks for the condition when the guide has a row but the owner has not said', () => {
    expect(carValueView({ modelSlug: 'gto', year: 1969, trim: null, condition: null }, guide, 'GTO')).toEqual({
      kind: 'message',
      message: 'Add its condition to see what it is worth.',
      link: { href: '/tools/value-guide?model=gto&year=1969&trim=GTO', label: 'See the value guide row' },
    });
  });

  it('links to the nearest year the guide has when it has none for the car’s year, the earlier on a tie', () => {
    expect(carValueView({ modelSlug: 'gto', year: 1970, trim: null, condition: 2 }, guide, 'GTO')).toEqual({
      kind: 'message',
      message: 'The value guide has no 1970 GTO yet.',
      link: { href: '/tools/value-guide?model=gto&year=1969', label: 'See the nearest year it has: 1969' },
    });
    expect(carValueView({ modelSlug: 'gto', year: 1964, trim: null, condition: 2 }, guide, 'GTO')).toMatchObject({
      link: { label: 'See the nearest year it has: 1966' },
    });
  });

  it('says so, with nothing to link to, when the guide has no values for the model at all', () => {
    expect(carValueView({ modelSlug: 'fiero', year: 1985, trim: null, condition: 2 }, guide, 'Fiero')).toEqual({
      kind: 'message',
      message: 'The value guide has no values for this model yet.',
      link: null,
    });
  });
});
