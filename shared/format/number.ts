const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-US');

/** SPEC §9: whole US dollars, e.g. "$42,500". */
export function formatUsd(value: number): string {
  return usd.format(Math.round(value));
}

/** Thousands separators, e.g. "81,722". */
export function formatCount(value: number): string {
  return count.format(value);
}
