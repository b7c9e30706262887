import type { PublicSale } from './sales';

/** How far back the guide's evidence reaches: older sales say less about today's market. */
export const SALE_EVIDENCE_MONTHS = 24;

export interface SaleEvidence {
  /** The sales behind the row, newest first. */
  sales: PublicSale[];
  lowest: number;
  highest: number;
  median: number;
}

/** "YYYY-MM-DD", `months` before `today` (a date string of the same form). */
export function monthsBefore(today: string, months: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

const sameTrim = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The approved sales of a model, year and trim in the last 24 months before `today`, with their lowest, highest and
 * median price (the mean of the middle two for an even count); null when there are none. Pure: the guide runs it on
 * the device, from the sales it holds.
 */
export function saleEvidenceOf(
  sales: readonly PublicSale[],
  /** No trim (''): every trim of the year. */
  row: { modelSlug: string; year: number; trim: string },
  today: string,
): SaleEvidence | null {
  const since = monthsBefore(today, SALE_EVIDENCE_MONTHS);
  const behind = sales
    .filter(
      (sale) =>
        sale.modelSlug === row.modelSlug && sale.year === row.year && (!row.trim || sameTrim(sale.trim, row.trim)) && sale.soldOn >= since,
    )
    .sort((a, b) => b.soldOn.localeCompare(a.soldOn));
  if (behind.length === 0) return null;
  const prices = behind.map((sale) => sale.priceUsd).sort((a, b) => a - b);
  const middle = Math.floor(prices.length / 2);
  const median = prices.length % 2 ? (prices[middle] ?? 0) : Math.round(((prices[middle - 1] ?? 0) + (prices[middle] ?? 0)) / 2);
  return { sales: behind, lowest: prices[0] ?? 0, highest: prices.at(-1) ?? 0, median };
}

/** The report form's address, filled in with a guide row's model, year and trim. */
export function reportSaleHref(row: { modelSlug: string; year: number | null; trim: string }): string {
  const query = new URLSearchParams({ model: row.modelSlug });
  if (row.year !== null) query.set('year', String(row.year));
  if (row.trim) query.set('trim', row.trim);
  return `/tools/value-guide/report-sale?${query.toString()}`;
}
