export { formatCount, formatUsd } from '@shared/format/number';

/** "1964–1974", or one year when a model ran a single year. */
export function formatYearRange(firstYear: number, lastYear: number): string {
  return firstYear === lastYear ? String(firstYear) : `${firstYear}–${lastYear}`;
}

/** The start of a text, cut at a word boundary with an ellipsis when longer than `max`. */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
