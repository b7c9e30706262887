import { compareTable } from '@shared/compare/rows';
import { compareTexts } from '@shared/compare/texts';
import type { CompareEntry } from '@shared/compare/types';

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
    // A scrolling region must be reachable by keyboard to be scrolled by it (WCAG 2.1.1; axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
    <div className="compare-table__scroll" role="region" aria-labelledby="compare-table-caption" tabIndex={0}>
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
    </div>
  );
}
