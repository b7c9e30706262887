import { describe, expect, it } from 'vitest';
import type { TrimDetail } from '../catalogue/reference-responses';
import { compareLabel, entryFromTrim, topEngine } from './catalogue';

const trim = (overrides: Partial<TrimDetail> = {}): TrimDetail => ({
  model: { slug: 'gto', name: 'GTO' },
  year: 1967,
  slug: 'gto',
  name: 'GTO',
  engineOptions: [],
  transmissionOptions: [],
  specs: {
    engines: [
      { name: '400 V8 2-bbl', horsepower: 255, torque: 397 },
      { name: '400 HO V8 4-bbl', horsepower: 360, torque: 438 },
      { name: '400 V8 4-bbl', horsepower: 335, torque: 441 },
    ],
    transmissions: ['3-speed manual', '4-speed manual'],
    dimensions: { wheelbaseIn: 115, curbWeightLb: 3430 },
    basePriceUsd: 2871,
  },
  issues: [],
  tips: [],
  sources: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('compareLabel', () => {
  it('does not repeat the model name', () => {
    expect(compareLabel(1967, 'GTO', 'GTO')).toBe('1967 Pontiac GTO');
    expect(compareLabel(1969, 'GTO', 'GTO Judge')).toBe('1969 Pontiac GTO Judge');
    expect(compareLabel(1970, 'Firebird', 'Formula 400')).toBe('1970 Pontiac Firebird Formula 400');
  });
});

describe('topEngine', () => {
  it('picks the most powerful, else the first', () => {
    expect(topEngine(trim().specs!.engines)?.name).toBe('400 HO V8 4-bbl');
    expect(topEngine([{ name: 'A' }, { name: 'B' }])?.name).toBe('A');
    expect(topEngine([{ name: 'A' }, { name: 'B', horsepower: 150 }])?.name).toBe('B');
    expect(topEngine([])).toBeUndefined();
  });
});

describe('entryFromTrim', () => {
  it('maps a catalogue trim to a compare column', () => {
    expect(entryFromTrim(trim())).toEqual({
      value: 'cat:gto:1967:gto',
      label: '1967 Pontiac GTO',
      model: 'GTO',
      year: 1967,
      trim: 'GTO',
      basePrice: 2871,
      engine: '400 HO V8 4-bbl (most powerful of 3 engines)',
      transmission: '3-speed manual; 4-speed manual',
      weight: 3430,
      horsepower: 360,
      torque: 438,
      catalogue: { modelSlug: 'gto', trimSlug: 'gto' },
      source: 'catalogue',
    });
  });

  it('takes the price and weight the trim lacks from the featured sample of the same car', () => {
    const specs = {
      engines: [{ name: '400 HO V8 4-bbl', horsepower: 360, torque: 438 }],
      transmissions: ['4-speed manual'],
      dimensions: {},
    };
    // The featured 1967 GTO: $2,871 and 3,430 lb.
    expect(entryFromTrim(trim({ specs }))).toMatchObject({ basePrice: 2871, weight: 3430, horsepower: 360, torque: 438 });
    // The trim's own figures win.
    expect(entryFromTrim(trim({ specs: { ...specs, basePriceUsd: 2900, dimensions: { curbWeightLb: 3500 } } }))).toMatchObject({
      basePrice: 2900,
      weight: 3500,
    });
    // Another trim or year of the model has no sample to borrow from.
    expect(entryFromTrim(trim({ year: 1966, specs }))).toMatchObject({ basePrice: null, weight: null });
    expect(entryFromTrim(trim({ slug: 'lemans-gto', specs }))).toMatchObject({ basePrice: null, weight: null });
  });

  it('counts engines, not rows, and prefers the equal engine whose torque is known', () => {
    const entry = entryFromTrim(
      trim({
        year: 1958,
        specs: {
          engines: [
            { name: '370 V8 4-bbl', note: 'with manual transmission', horsepower: 255 },
            { name: '370 V8 4-bbl', note: 'with Hydra-Matic', horsepower: 285 },
            { name: '370 V8 Tri-Power', horsepower: 300 },
            { name: '370 V8 Rochester fuel injection', horsepower: 310 },
            { name: '370 V8 Rochester fuel injection (test twin)', horsepower: 310, torque: 400 },
          ],
          transmissions: ['Hydra-Matic'],
          dimensions: {},
        },
      }),
    );
    expect(entry).toMatchObject({ engine: '370 V8 Rochester fuel injection (test twin) (most powerful of 4 engines)', torque: 400 });
  });

  it('leaves out what the catalogue does not have', () => {
    const entry = entryFromTrim(
      trim({ year: 1966, specs: { engines: [{ name: '350 V8 4-bbl' }], transmissions: ['Automatic'], dimensions: {} } }),
    );
    expect(entry).toMatchObject({ engine: '350 V8 4-bbl', horsepower: null, torque: null, weight: null, basePrice: null });
    expect(entryFromTrim(trim({ year: 1966, specs: null }))).toMatchObject({
      engine: null,
      transmission: null,
      horsepower: null,
      torque: null,
      weight: null,
      basePrice: null,
    });
  });
});
