import { compareTable, hasUnrecorded } from '@shared/compare/rows';
import { compareTexts } from '@shared/compare/texts';
import type { CompareEntry } from '@shared/compare/types';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import { CompareFigure } from './CompareFigure';

interface CompareTableProps {
  entries: readonly CompareEntry[];
}

/**
 * The specification table (docs/product/screens.md): a column per model, a row per spec. The best value of a ranked
 * row carries a visible "★ Best" marker, so it does not rely on colour. A figure that is not recorded is
 * marked in its cell and explained once, in a footnote under the table.
 */
export function CompareTable({ entries }: CompareTableProps) {
  const rows = compareTable(entries);
  return (
    <>
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
                    <CompareFigure text={cell.text} />
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
      {hasUnrecorded(rows) ? <p className="compare-page__note compare-table__footnote">{compareTexts.notRecordedFootnote}</p> : null}
    </>
  );
}
