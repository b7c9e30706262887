import { describe, expect, it } from 'vitest';
import { formatUsd } from '../format/number';
import { formatLastUpdated } from './format';
import { CONDITION_TIERS, tierByKey, tierName, tierValues } from './tiers';
import { valueGuideTexts } from './texts';

describe('condition tiers', () => {
  it('are #1 Excellent to #4 Poor, each with its value field', () => {
    expect(CONDITION_TIERS.map(tierName)).toEqual(['#1 Excellent', '#2 Good', '#3 Fair', '#4 Poor']);
    expect(CONDITION_TIERS.map((tier) => tier.field)).toEqual(['excellentValue', 'goodValue', 'fairValue', 'poorValue']);
    expect(tierByKey('good').rank).toBe(2);
  });

  it('explain each grade in one line', () => {
    for (const tier of CONDITION_TIERS) {
      expect(tier.description.length).toBeGreaterThan(10);
      expect(tier.description).not.toContain('\n');
    }
    expect(tierByKey('excellent').description).toMatch(/best in the world/);
    expect(tierByKey('good').description).toMatch(/local or regional show/);
    expect(tierByKey('fair').description).toMatch(/driver with visible flaws/);
    expect(tierByKey('poor').description).toMatch(/needs work/);
  });

  it('pairs a valuation with its tiers', () => {
    expect(
      tierValues({ excellentValue: 78000, goodValue: 54000, fairValue: 36000, poorValue: 23000 }).map(
        ({ tier, value }) => `${tierName(tier)} ${formatUsd(value)}`,
      ),
    ).toEqual(['#1 Excellent $78,000', '#2 Good $54,000', '#3 Fair $36,000', '#4 Poor $23,000']);
  });
});

describe('formatting', () => {
  it('shows whole US dollars', () => {
    expect(formatUsd(60000)).toBe('$60,000');
    expect(formatUsd(1234567)).toBe('$1,234,567');
    expect(formatUsd(999.6)).toBe('$1,000');
  });

  it('shows the last-updated day as Month D, YYYY', () => {
    expect(formatLastUpdated('2026-11-01')).toBe('November 1, 2026');
    expect(formatLastUpdated('2025-02-28')).toBe('February 28, 2025');
    expect(valueGuideTexts.lastUpdated(formatLastUpdated('2026-01-15'))).toBe('Last updated January 15, 2026');
  });

  it('keeps a text that is not a date', () => {
    expect(formatLastUpdated('soon')).toBe('soon');
    expect(formatLastUpdated('2026-02-31')).toBe('2026-02-31');
  });

  it('has the exact documented no-data text', () => {
    expect(valueGuideTexts.noData).toBe(
      'No valuation data available for this combination. Please try a different selection or check back later.',
    );
  });
});
