import { describe, expect, it } from 'vitest';
import { monthsBefore, saleEvidenceOf } from './sale-evidence';
import type { PublicSale } from './sales';

let made = 0;
const sale = (priceUsd: number, soldOn: string, overrides: Partial<PublicSale> = {}): PublicSale => ({
  id: `00000000-0000-4000-8000-${String(++made).padStart(12, '0')}`,
  modelSlug: 'catalina',
  year: 1962,
  trim: 'Catalina',
  priceUsd,
  soldOn,
  condition: 3,
  venue: 'auction',
  place: 'Mecum Kissimmee',
  listingUrl: null,
  reportedBy: { id: '00000000-0000-4000-8000-000000000999', username: 'rhett', name: 'Rhett' },
  ...overrides,
});
const row = { modelSlug: 'catalina', year: 1962, trim: 'Catalina' };

describe('the sales behind a value-guide row', () => {
  it('counts the row’s sales of the last 24 months, newest first, with lowest, highest and median', () => {
    const sales = [
      sale(30_000, '2026-03-01'),
      sale(18_000, '2025-12-24'),
      sale(24_000, '2026-11-20'),
      sale(99_000, '2024-11-28'), // more than 24 months before
      sale(50_000, '2026-01-01', { year: 1963 }),
      sale(51_000, '2026-01-01', { modelSlug: 'bonneville' }),
      sale(27_000, '2026-06-30', { trim: ' catalina ' }),
    ];
    const evidence = saleEvidenceOf(sales, row, '2026-11-29');
    expect(evidence?.sales.map((item) => item.priceUsd)).toEqual([24_000, 27_000, 30_000, 18_000]);
    expect(evidence).toMatchObject({ lowest: 18_000, highest: 30_000, median: 25_500 });
    expect(saleEvidenceOf(sales.slice(0, 3), row, '2026-11-29')?.median).toBe(24_000);
  });

  it('is none without a sale in reach, and counts back by calendar months', () => {
    expect(saleEvidenceOf([sale(99_000, '2024-11-28')], row, '2026-11-29')).toBeNull();
    expect(saleEvidenceOf([sale(99_000, '2024-11-29')], row, '2026-11-29')?.sales).toHaveLength(1);
    expect(monthsBefore('2026-03-31', 24)).toBe('2024-03-31');
  });
});
