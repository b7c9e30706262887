import { bestIndexes, type BestRule } from './selection';
import type { CompareEntry } from './types';
import { formatCount, formatUsd } from '../format/number';

export type CompareRowKey = 'basePrice' | 'engine' | 'transmission' | 'horsepower' | 'torque' | 'weight';

export interface CompareRow {
  key: CompareRowKey;
  label: string;
  /** How the best value is chosen; rows without one (engine, transmission) are not ranked. */
  best: BestRule | null;
  /** The number ranked for `best`. */
  numeric: (entry: CompareEntry) => number | null;
  /** The figure as shown, or null when it is not recorded. */
  format: (entry: CompareEntry) => string | null;
}

const numberWith = (value: number | null, unit: string) => (value === null ? null : `${formatCount(value)} ${unit}`);

/** docs/product/screens.md Compare: the specification table's rows, in order. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    key: 'basePrice',
    label: 'Base price',
    best: 'lowest',
    numeric: (entry) => entry.basePrice,
    format: (entry) => (entry.basePrice === null ? null : formatUsd(entry.basePrice)),
  },
  { key: 'engine', label: 'Engine', best: null, numeric: () => null, format: (entry) => entry.engine },
  {
    key: 'transmission',
    label: 'Transmission',
    best: null,
    numeric: () => null,
    format: (entry) => entry.transmission,
  },
  {
    key: 'horsepower',
    label: 'Horsepower',
    best: 'highest',
    numeric: (entry) => entry.horsepower,
    format: (entry) => numberWith(entry.horsepower, 'hp'),
  },
  {
    key: 'torque',
    label: 'Torque',
    best: 'highest',
    numeric: (entry) => entry.torque,
    format: (entry) => numberWith(entry.torque, 'lb-ft'),
  },
  {
    key: 'weight',
    label: 'Weight',
    best: 'lowest',
    numeric: (entry) => entry.weight,
    format: (entry) => numberWith(entry.weight, 'lb'),
  },
];

export interface CompareCell {
  /** null: the figure is not recorded (the table marks it and explains the mark once, in a footnote). */
  text: string | null;
  best: boolean;
}

/** The table body: one row per spec, one cell per entry, with the best values of each row marked. */
export function compareTable(entries: readonly CompareEntry[]): { row: CompareRow; cells: CompareCell[] }[] {
  return COMPARE_ROWS.map((row) => {
    const best = row.best ? bestIndexes(entries.map(row.numeric), row.best) : new Set<number>();
    return { row, cells: entries.map((entry, index) => ({ text: row.format(entry), best: best.has(index) })) };
  });
}

/** Whether any cell of the table is not recorded, so its footnote is needed. */
export function hasUnrecorded(table: readonly { cells: readonly CompareCell[] }[]): boolean {
  return table.some(({ cells }) => cells.some((cell) => cell.text === null));
}
