import { compareTable } from '@shared/compare/rows';
import { compareTexts } from '@shared/compare/texts';
import type { CompareEntry } from '@shared/compare/types';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';

interface CompareTableProps {
  entries: readonly CompareEntry[];
}

/**
 * The specification table (SPEC §2): a column per model, a row per spec. The best value of a ranked
 * row carries a visible "★ Best" marker, so it does not rely on colour.
 */
export function CompareTable({ entries }: CompareTableProps) {
  const rows = compareTable(entries);
  return (
    <ScrollBox className="compare-table__scroll" labelledBy="compare-table-caption">
      <table className="compare-table">
        <caption id="compare-table-caption" className="compare-table__caption">
          {compareTexts.tableCaption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="compare-table__corner">
              {compareTexts.specHeader}
            </th>
            {entries.map((entry) => (
              <th scope="col" key={entry.value}>
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, cells }) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {cells.map((cell, index) => (
                <td key={entries[index]?.value ?? index} className={cell.best ? 'compare-table__best' : undefined}>
                  <span className="compare-table__value">{cell.text}</span>
                  {cell.best ? (
                    <span className="compare-best">
                      <span aria-hidden="true">★ </span>
                      {compareTexts.best}
                    </span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
