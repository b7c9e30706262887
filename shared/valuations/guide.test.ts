import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  findValuation,
  parseYearParam,
  readValueGuideSelection,
  resolveValueGuide,
  valuationModelSlugs,
  valuationShareText,
  valuationTrims,
  valuationYears,
  writeValueGuideSelection,
} from './guide';
import type { Valuation } from './schemas';

let rows = 0;
const row = (modelSlug: string, year: number, trim: string, goodValue = 50000): Valuation => ({
  id: `00000000-0000-4000-8000-${String(++rows).padStart(12, '0')}`,
  modelSlug,
  year,
  trim,
  excellentValue: goodValue + 20000,
  goodValue,
  fairValue: goodValue - 15000,
  poorValue: goodValue - 25000,
  notes: null,
  lastUpdated: '2026-11-01',
  source: 'Test figures',
  asOf: '2026-11-01',
  history: [],
});

const valuations: Valuation[] = [
  row('gto', 1967, 'GTO', 54000),
  row('gto', 1969, 'GTO', 49000),
  row('gto', 1969, 'GTO Judge', 90000),
  row('firebird', 1970, 'Formula 400'),
  row('firebird', 1967, 'Firebird'),
  row('2-plus-2', 1965, '2+2'),
];

describe('URL selection', () => {
  it('reads model, year and trim', () => {
    expect(readValueGuideSelection(new URLSearchParams('model=gto&year=1967&trim=GTO'))).toEqual({
      model: 'gto',
      year: 1967,
      trim: 'GTO',
    });
    expect(readValueGuideSelection(new URLSearchParams(''))).toEqual(EMPTY_SELECTION);
  });

  it('ignores a year that is not four digits', () => {
    expect(parseYearParam('1967')).toBe(1967);
    expect(parseYearParam('67')).toBeNull();
    expect(parseYearParam('1967x')).toBeNull();
    expect(parseYearParam(null)).toBeNull();
  });

  it('clears the children when a parent changes', () => {
    const full = new URLSearchParams('model=gto&year=1969&trim=GTO+Judge&other=1');
    expect(writeValueGuideSelection(full, { model: 'firebird' }).toString()).toBe('model=firebird&other=1');
    expect(writeValueGuideSelection(full, { year: 1967 }).toString()).toBe('model=gto&year=1967&other=1');
    expect(writeValueGuideSelection(full, { trim: 'GTO' }).toString()).toBe('model=gto&year=1969&trim=GTO&other=1');
  });

  it('removes emptied parameters', () => {
    const full = new URLSearchParams('model=gto&year=1969&trim=GTO');
    expect(writeValueGuideSelection(full, { model: '' }).toString()).toBe('');
    expect(writeValueGuideSelection(full, { year: null }).toString()).toBe('model=gto');
    expect(writeValueGuideSelection(full, { trim: '' }).toString()).toBe('model=gto&year=1969');
  });

  it('does not change the params it is given', () => {
    const params = new URLSearchParams('model=gto&year=1969');
    writeValueGuideSelection(params, { model: 'firebird' });
    expect(params.toString()).toBe('model=gto&year=1969');
  });
});

describe('cascade options', () => {
  it('lists each model with values once, by name', () => {
    expect(valuationModelSlugs(valuations)).toEqual(['2-plus-2', 'firebird', 'gto']);
    const names: Record<string, string> = { gto: 'GTO', firebird: 'Firebird', '2-plus-2': '2+2' };
    expect(valuationModelSlugs(valuations, (slug) => names[slug] ?? slug)).toEqual(['2-plus-2', 'firebird', 'gto']);
  });

  it('lists the years with values, widened to the catalogue range when known', () => {
    expect(valuationYears(valuations, 'gto')).toEqual([1967, 1969]);
    expect(valuationYears(valuations, 'gto', { firstYear: 1966, lastYear: 1968 })).toEqual([1966, 1967, 1968, 1969]);
    expect(valuationYears(valuations, 'unknown')).toEqual([]);
  });

  it('lists the trims of a model year', () => {
    expect(valuationTrims(valuations, 'gto', 1969)).toEqual(['GTO', 'GTO Judge']);
    expect(valuationTrims(valuations, 'gto', 1968)).toEqual([]);
  });
});

describe('findValuation / resolveValueGuide', () => {
  it('finds the exact row', () => {
    expect(findValuation(valuations, { model: 'gto', year: 1969, trim: 'GTO Judge' })?.goodValue).toBe(90000);
    expect(findValuation(valuations, { model: 'gto', year: 1969, trim: 'gto judge' })).toBeUndefined();
    expect(findValuation(valuations, { model: 'gto', year: null, trim: 'GTO' })).toBeUndefined();
  });

  it('asks for the next select', () => {
    expect(resolveValueGuide(valuations, EMPTY_SELECTION)).toEqual({ kind: 'choose', next: 'model' });
    expect(resolveValueGuide(valuations, { model: 'gto', year: null, trim: '' })).toEqual({ kind: 'choose', next: 'year' });
    expect(resolveValueGuide(valuations, { model: 'gto', year: 1969, trim: '' })).toEqual({ kind: 'choose', next: 'trim' });
  });

  it('finds the row of a full selection', () => {
    const state = resolveValueGuide(valuations, { model: 'gto', year: 1967, trim: 'GTO' });
    expect(state.kind === 'found' && state.valuation.goodValue).toBe(54000);
  });

  it('reports no data as soon as the selection has none', () => {
    expect(resolveValueGuide(valuations, { model: 'chieftain', year: null, trim: '' })).toEqual({ kind: 'no-data' });
    expect(resolveValueGuide(valuations, { model: 'gto', year: 1968, trim: '' })).toEqual({ kind: 'no-data' });
    expect(resolveValueGuide(valuations, { model: 'gto', year: 1967, trim: 'GTO Judge' })).toEqual({ kind: 'no-data' });
    expect(resolveValueGuide([], { model: 'gto', year: 1967, trim: 'GTO' })).toEqual({ kind: 'no-data' });
  });
});

describe('valuationShareText', () => {
  it('uses the good value in whole dollars', () => {
    expect(valuationShareText({ year: 1967, trim: 'GTO', goodValue: 60000 }, 'GTO', 'Pontiac Hub')).toBe(
      '1967 GTO (#2 Good): $60,000 — Pontiac Hub value guide',
    );
    expect(valuationShareText({ year: 1970, trim: 'Formula 400', goodValue: 48500 }, 'Firebird', 'Pontiac Hub')).toBe(
      '1970 Firebird Formula 400 (#2 Good): $48,500 — Pontiac Hub value guide',
    );
  });
});
