import { describe, expect, it } from 'vitest';
import type { ShowEntry } from '@shared/shows/responses';
import { showTexts } from '@shared/shows/texts';
import { testBundle } from '../testBundle';
import { gateCarName, gateOf, matchToCome } from './gate';

const entries = (): ShowEntry[] => {
  const [one, two, three, four, five] = testBundle({ count: 5 }).entries as [ShowEntry, ShowEntry, ShowEntry, ShowEntry, ShowEntry];
  return [
    { ...one, status: 'checked_in', checkedInAt: '2026-06-01T14:05:00.000Z' },
    two,
    { ...three, status: 'withdrawn', owner: null },
    { ...four, status: 'waitlisted' },
    {
      ...five,
      car: { ...five.car, year: 1969, trim: 'GTO Judge' },
      owner: { ...(five.owner ?? { id: '', username: '' }), name: 'Gale Gearhead' },
    },
  ];
};

describe('the gate', () => {
  it('counts the cars in out of those expected, by the saved copy and this device’s own check-ins', () => {
    const here = [{ id: 'a', eventId: 'e', carNumber: 2, checkedInAt: '2026-06-01T14:10:00.000Z', answer: null }];
    expect(gateOf(entries(), []).checkedIn).toBe(1);
    const gate = gateOf(entries(), here);
    expect([gate.checkedIn, gate.expected.length]).toEqual([2, 3]);
    expect(gate.toCome.map((entry) => entry.carNumber)).toEqual([5]);
  });

  it('answers at once, in words, for a number not in the show, a withdrawn or waitlisted car, and one already in', () => {
    const gate = gateOf(entries(), []);
    expect(gate.refusal(7)).toBe(showTexts.carNumberNotFound);
    expect(gate.refusal(3)).toBe(showTexts.withdrawnCheckIn);
    expect(gate.refusal(4)).toBe(showTexts.waitlistedCheckIn);
    expect(gate.refusal(1)).toMatch(/^This car is already checked in \(at \d{1,2}:\d\d [AP]M\)$/);
    expect(gate.refusal(2)).toBeNull();
    expect(gate.car(5)?.owner?.name).toBe('Gale Gearhead');
  });

  it('names a number by its car, trim and owner; a withdrawn car without owner; an unknown number by itself', () => {
    const gate = gateOf(entries(), []);
    expect(gate.name(5)).toBe('Car #5 · 1969 GTO Judge · Gale Gearhead');
    expect(gate.name(2)).toBe('Car #2 · 1967 GTO · Owner 2');
    expect(gate.name(3)).toBe('Car #3 · 1967 GTO');
    expect(gate.name(999)).toBe('Car #999');
    expect(gateCarName(5, undefined)).toBe('Car #5');
  });

  it('finds the cars to come by number, owner or car, its trim too', () => {
    const toCome = gateOf(entries(), []).toCome;
    expect(matchToCome(toCome, '5').map((entry) => entry.carNumber)).toEqual([5]);
    expect(matchToCome(toCome, 'gale').map((entry) => entry.carNumber)).toEqual([5]);
    expect(matchToCome(toCome, '1967 gto').map((entry) => entry.carNumber)).toEqual([2]);
    expect(matchToCome(toCome, 'judge').map((entry) => entry.carNumber)).toEqual([5]);
    expect(matchToCome(toCome, 'firebird')).toEqual([]);
  });
});
