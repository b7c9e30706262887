import { formatYearRange } from '@shared/format/yearRange';

/** The production years, e.g. "1964–1974". */
export function YearsBadge({ firstYear, lastYear }: { firstYear: number; lastYear: number }) {
  return <span className="years-badge">{formatYearRange(firstYear, lastYear)}</span>;
}
