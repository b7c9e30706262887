/** "1964–1974", or one year when a model ran a single year. */
export function formatYearRange(firstYear: number, lastYear: number): string {
  return firstYear === lastYear ? String(firstYear) : `${firstYear}–${lastYear}`;
}
