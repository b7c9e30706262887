const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** One decimal at most, without a trailing ".0": 1.5 → "1.5", 2 → "2". */
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/**
 * docs/product/limits.md: view counts with K from 1,000 and M from 1,000,000, one decimal at most.
 * 950 → "950", 1,500 → "1.5K", 2,300,000 → "2.3M"; 999,960 rounds up to "1M", not "1000K".
 */
export function formatCompactCount(count: number): string {
  const n = Math.max(0, Math.floor(count));
  if (n >= MILLION || Math.round((n / THOUSAND) * 10) / 10 >= THOUSAND) return `${oneDecimal(n / MILLION)}M`;
  if (n >= THOUSAND) return `${oneDecimal(n / THOUSAND)}K`;
  return String(n);
}

/** "1.5K views", "2.3M views", "1 view". */
export function formatViewCount(count: number): string {
  return `${formatCompactCount(count)} ${Math.max(0, Math.floor(count)) === 1 ? 'view' : 'views'}`;
}
