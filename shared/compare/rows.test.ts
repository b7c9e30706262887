import { describe, expect, it } from 'vitest';
import { findBuiltinModel } from './builtin';
import { COMPARE_ROWS, compareTable, hasUnrecorded } from './rows';
import type { CompareEntry } from './types';

const entry = (value: string): CompareEntry => {
  const found = findBuiltinModel(value);
  if (!found) throw new Error(value);
  return found;
};

describe('compare table', () => {
  it('has the documented rows in order', () => {
    expect(COMPARE_ROWS.map((row) => row.label)).toEqual(['Base price', 'Engine', 'Transmission', 'Horsepower', 'Torque', 'Weight']);
  });

  it('formats whole dollars and units, and leaves a figure that is not recorded empty (null) for the footnote mark', () => {
    const table = compareTable([entry('1967-gto'), entry('1970-firebird-formula-400')]);
    const cells = Object.fromEntries(table.map(({ row, cells }) => [row.key, cells.map((cell) => cell.text)]));
    expect(cells.basePrice).toEqual(['$2,871', null]);
    expect(cells.horsepower).toEqual(['360 hp', '330 hp']);
    expect(cells.torque).toEqual(['438 lb-ft', null]);
    expect(cells.weight).toEqual(['3,430 lb', null]);
    expect(hasUnrecorded(table)).toBe(true);
  });

  it('needs no footnote when every figure is recorded', () => {
    expect(hasUnrecorded(compareTable([entry('1967-gto')]))).toBe(false);
  });

  it('marks the best value of each ranked row', () => {
    const table = compareTable([entry('1967-gto'), entry('1969-gto-judge'), entry('1977-trans-am'), entry('1968-gto')]);
    const best = Object.fromEntries(table.map(({ row, cells }) => [row.key, cells.map((cell) => cell.best)]));
    expect(best.basePrice).toEqual([true, false, false, false]); // $2,871 lowest; 1968 unknown
    expect(best.horsepower).toEqual([false, true, false, false]); // 366 hp
    expect(best.torque).toEqual([false, true, false, true]); // 445 lb-ft tie
    expect(best.weight).toEqual([true, false, false, false]); // 3,430 lb < 3,506 lb
    expect(best.engine).toEqual([false, false, false, false]);
    expect(best.transmission).toEqual([false, false, false, false]);
  });

  it('marks nothing for a single model', () => {
    const table = compareTable([entry('1967-gto')]);
    expect(table.every(({ cells }) => cells.every((cell) => !cell.best))).toBe(true);
  });
});
