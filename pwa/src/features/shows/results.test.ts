import { describe, expect, it } from 'vitest';
import { ordinal, standingRows } from './results';

describe('ordinal', () => {
  it('writes English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});

describe('standingRows', () => {
  const standing = (carNumber: number, votes: number, rank: number) => ({
    entryId: `00000000-0000-4000-8000-${String(carNumber).padStart(12, '0')}`,
    carNumber,
    votes,
    rank,
  });

  it('shows cars sharing a rank as tied, best first, and the next place after the tie', () => {
    const rows = standingRows([standing(9, 3, 2), standing(4, 5, 1), standing(2, 3, 2), standing(8, 1, 4)]);
    expect(rows.map((row) => [row.carNumber, row.place])).toEqual([
      [4, '1st'],
      [2, 'Tied 2nd'],
      [9, 'Tied 2nd'],
      [8, '4th'],
    ]);
  });
});
