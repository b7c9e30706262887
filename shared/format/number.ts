import { lazyNumberFormat } from './lazyIntl';

const usd = lazyNumberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const usdWithCents = lazyNumberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = lazyNumberFormat();

/** docs/product/limits.md: whole US dollars, e.g. "$42,500". */
export function formatUsd(value: number): string {
  return usd(Math.round(value));
}

/** docs/product/limits.md prices are stored in cents: dollars with both decimals, e.g. 1250 → "$12.50". */
export function formatCents(cents: number): string {
  return usdWithCents(Math.round(cents) / 100);
}

/** Thousands separators, e.g. "81,722". */
export function formatCount(value: number): string {
  return count(value);
}
