import { describe, expect, it } from 'vitest';
import { shortDate, timeAgo } from './relativeDates';

const now = Date.parse('2026-11-23T12:00:00Z');
const before = (milliseconds: number) => new Date(now - milliseconds).toISOString();

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(timeAgo(before(2 * 7 * 86_400_000), now)).toBe('2 weeks ago');
  });

  it('says "yesterday" and "now" rather than one day or zero seconds', () => {
    expect(timeAgo(before(86_400_000), now)).toBe('yesterday');
    expect(timeAgo(before(10_000), now)).toBe('now');
  });
});

describe('shortDate', () => {
  it('writes a plain English date', () => {
    expect(shortDate('2026-11-23T12:00:00Z')).toBe('Nov 23, 2026');
  });
});
