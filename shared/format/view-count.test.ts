import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatViewCount } from './view-count';

describe('formatViewCount', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
    [999, '999 views'],
    [1_000, '1K views'],
    [1_500, '1.5K views'],
    [12_345, '12.3K views'],
    [999_949, '999.9K views'],
    [999_960, '1M views'],
    [1_000_000, '1M views'],
    [2_300_000, '2.3M views'],
    [15_050_000, '15.1M views'],
  ])('%d → %s', (count, text) => {
    expect(formatViewCount(count)).toBe(text);
  });
});

describe('formatCompactCount', () => {
  it('never goes negative or fractional', () => {
    expect(formatCompactCount(-5)).toBe('0');
    expect(formatCompactCount(12.7)).toBe('12');
  });
});
