import { describe, expect, it } from 'vitest';
import type { ShowClass, ShowEntry } from '@shared/shows/responses';
import { carTitle, groupEntriesByClass, searchEntries } from './cars';

const showClass = (id: string, name: string, displayOrder: number): ShowClass => ({
  id,
  name,
  modelSlug: null,
  yearFrom: null,
  yearTo: null,
  displayOrder,
  scoreSheet: [],
  judges: [],
});

const entry = (carNumber: number, classId: string, modelName: string, owner: string | null, year = 1967): ShowEntry => ({
  id: `00000000-0000-4000-8000-${String(carNumber).padStart(12, '0')}`,
  carNumber,
  classId,
  status: owner ? 'entered' : 'withdrawn',
  car: {
    id: `10000000-0000-4000-8000-${String(carNumber).padStart(12, '0')}`,
    modelSlug: modelName.toLowerCase(),
    modelName,
    year,
    trim: null,
    exteriorColor: null,
  },
  owner: owner ? { id: '20000000-0000-4000-8000-000000000000', username: owner.toLowerCase().replace(' ', '-'), name: owner } : null,
  thumbnailUrl: null,
  checkedInAt: null,
  enteredAt: '2026-06-01T08:00:00.000Z',
});

const gto = showClass('gto', 'GTO 1964–67', 1);
const open = showClass('open', 'Open', 2);
const firebird = showClass('firebird', 'Firebird 1st gen', 0);
const entries = [
  entry(12, 'gto', 'GTO', 'Jane Doe'),
  entry(3, 'open', 'Fiero', 'Ada Lovelace', 1988),
  entry(120, 'gto', 'GTO', 'Grace Hopper', 1965),
  entry(7, 'gto', 'GTO', null),
];

describe('groupEntriesByClass', () => {
  it('orders classes as the organiser did and cars by number, leaving out empty classes', () => {
    const groups = groupEntriesByClass([gto, open, firebird], entries);
    expect(groups.map((group) => group.showClass.name)).toEqual(['GTO 1964–67', 'Open']);
    expect(groups[0]?.entries.map((item) => item.carNumber)).toEqual([7, 12, 120]);
  });
});

describe('searchEntries', () => {
  it('finds a car by its number, with or without #, and numbers starting with it', () => {
    expect(searchEntries(entries, '12').map((item) => item.carNumber)).toEqual([12, 120]);
    expect(searchEntries(entries, '#3').map((item) => item.carNumber)).toEqual([3]);
  });
  it('finds cars by model or owner name, whatever the case, every word counting', () => {
    expect(searchEntries(entries, 'fiero').map((item) => item.carNumber)).toEqual([3]);
    expect(searchEntries(entries, 'grace').map((item) => item.carNumber)).toEqual([120]);
    expect(searchEntries(entries, 'gto jane').map((item) => item.carNumber)).toEqual([12]);
    expect(searchEntries(entries, 'gto 1965').map((item) => item.carNumber)).toEqual([120]);
  });
  it('gives every car for an empty query and none for an unknown word', () => {
    expect(searchEntries(entries, '  ')).toHaveLength(4);
    expect(searchEntries(entries, 'camaro')).toEqual([]);
  });
});

describe('carTitle', () => {
  it('names the car by year and model, and its trim when it has one', () => {
    expect(carTitle(entries[0]!.car)).toBe('1967 GTO');
    expect(carTitle({ ...entries[0]!.car, year: 1969, trim: 'GTO Judge' })).toBe('1969 GTO Judge');
    expect(carTitle({ ...entries[0]!.car, modelName: 'Firebird', year: 1970, trim: 'Formula 400' })).toBe('1970 Firebird Formula 400');
  });
});
