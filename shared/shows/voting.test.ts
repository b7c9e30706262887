import { describe, expect, it } from 'vitest';
import { carFitsClass, rankStandings, votingStateAt } from './voting';

describe('votingStateAt', () => {
  const window = { votingOpensAt: '2026-06-01T10:00:00.000Z', votingClosesAt: '2026-06-01T14:00:00.000Z' };
  it('is not open before the opening, open from it, closed from the closing on', () => {
    expect(votingStateAt(window, new Date('2026-06-01T09:59:59Z'))).toBe('not_open');
    expect(votingStateAt(window, new Date('2026-06-01T10:00:00Z'))).toBe('open');
    expect(votingStateAt(window, new Date('2026-06-01T14:00:00Z'))).toBe('closed');
  });
  it('stays open without a closing time, and never opens without an opening time', () => {
    expect(votingStateAt({ ...window, votingClosesAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe('open');
    expect(votingStateAt({ votingOpensAt: null, votingClosesAt: null }, new Date())).toBe('not_open');
  });
});

describe('carFitsClass', () => {
  it('checks model and years where the class names them', () => {
    const gto = { modelSlug: 'gto', yearFrom: 1964, yearTo: 1967 };
    expect(carFitsClass(gto, { modelSlug: 'gto', year: 1966 })).toBe(true);
    expect(carFitsClass(gto, { modelSlug: 'gto', year: 1969 })).toBe(false);
    expect(carFitsClass(gto, { modelSlug: 'firebird', year: 1966 })).toBe(false);
    expect(carFitsClass({ modelSlug: null, yearFrom: null, yearTo: null }, { modelSlug: 'fiero', year: 1988 })).toBe(true);
  });
});

describe('rankStandings', () => {
  it('gives equal counts one rank and skips the places they share', () => {
    const ranked = rankStandings([{ votes: 5 }, { votes: 3 }, { votes: 3 }, { votes: 1 }]);
    expect(ranked.map((item) => item.rank)).toEqual([1, 2, 2, 4]);
  });
});
