import { compareTexts } from '@shared/compare/texts';

/**
 * A figure of the comparison, or the "not recorded" mark that the table's footnote explains. The mark
 * is hidden from screen readers, which read "not recorded" instead of a dash and an asterisk.
 */
export function CompareFigure({ text }: { text: string | null }) {
  if (text !== null) return <span className="compare-table__value">{text}</span>;
  return (
    <span className="compare-table__value compare-table__value--unrecorded">
      <span aria-hidden="true">{compareTexts.notRecordedMark}</span>
      <span className="visually-hidden">{compareTexts.notRecorded}</span>
    </span>
  );
}
