import type { ChangeEvent, ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { editableRowsTexts as texts } from './editableRowsTexts';
import { moved } from './moved';
import './editable-rows.css';

/** The row's fields that hold text as typed (not its React key or saved id). */
type TextFieldName<Row> = Exclude<{ [Name in keyof Row]-?: Row[Name] extends string ? Name : never }[keyof Row], 'key' | 'id'>;

/** What an input needs to edit one field of one row: its value and its change handler. */
export type BindField<Row> = (name: TextFieldName<Row>) => {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

interface EditableRowsProps<Row extends { key: string }> {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** What a row is, in lower case ("class"): screen readers hear "Class GTO" for the row and "Remove class GTO". */
  noun: string;
  /** The row's own name for screen readers (the buttons' labels end with it). */
  nameOf: (row: Row, index: number) => string;
  /** Whether the rows have an order the organiser sets (move up/down buttons). */
  ordered: boolean;
  listLabel?: string;
  addLabel: string;
  newRow: () => Row;
  /** The most rows the list may hold: adding is offered until then. */
  maxRows?: number;
  /** The row's inputs; `field` binds one to a field of the row. */
  children: (row: Row, field: BindField<Row>, index: number) => ReactNode;
}

/** A list of rows edited in place (a show's classes, schedule, map spots, sponsors): each row's inputs and buttons, and adding one. */
export function EditableRows<Row extends { key: string }>(props: EditableRowsProps<Row>) {
  const { rows, onChange, noun, nameOf, ordered, listLabel, addLabel, newRow, maxRows = Infinity, children } = props;
  const rowLabel = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  const bind =
    (index: number): BindField<Row> =>
    (name) => ({
      value: String(rows[index]?.[name] ?? ''),
      onChange: (event) => onChange(rows.map((row, at) => (at === index ? { ...row, [name]: event.target.value } : row))),
    });
  return (
    <>
      <ol className="editable-rows" aria-label={listLabel}>
        {rows.map((row, index) => {
          const name = nameOf(row, index);
          return (
            <li key={row.key} className="editable-rows__row" aria-label={`${rowLabel} ${name}`}>
              {children(row, bind(index), index)}
              <div className="editable-rows__actions">
                {ordered && (
                  <>
                    <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => onChange(moved(rows, index, -1))}>
                      {texts.moveUp}
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                    <Button size="sm" variant="ghost" disabled={index === rows.length - 1} onClick={() => onChange(moved(rows, index, 1))}>
                      {texts.moveDown}
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                  </>
                )}
                <Button size="sm" variant="ghost" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                  {texts.remove}
                  <span className="visually-hidden">{` ${noun} ${name}`}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" disabled={rows.length >= maxRows} onClick={() => onChange([...rows, newRow()])}>
          {addLabel}
        </Button>
      </div>
    </>
  );
}
