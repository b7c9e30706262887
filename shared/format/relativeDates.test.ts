import { describe, expect, it } from 'vitest';
import { dateAndTime, shortDate, timeAgo } from './relativeDates';

const now = Date.parse('2026-11-23T12:00:00Z');
const before = (milliseconds: number) => new Date(now - milliseconds).toISOString();

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(before(60_000), now)).toBe('1 minute ago');
    expect(timeAgo(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3_600_000), now)).toBe('3 hours ago');
    // An hour and a half is not yet two hours.
    expect(timeAgo(before(90 * 60_000), now)).toBe('1 hour ago');
    expect(timeAgo(before(15 * 86_400_000), now)).toBe('2 weeks ago');
  });

  it('says "yesterday" and "just now" rather than one day or zero seconds', () => {
    expect(timeAgo(before(26 * 3_600_000), now)).toBe('yesterday');
    expect(timeAgo(before(10_000), now)).toBe('just now');
  });

  it('treats a time ahead of the clock (skew) as just now', () => {
    expect(timeAgo(before(-60_000), now)).toBe('just now');
  });
});

describe('dateAndTime', () => {
  it('writes the date and the time to the minute in English', () => {
    expect(dateAndTime('2026-11-23T15:45:00Z', 'UTC')).toBe('Nov 23, 2026, 3:45 PM UTC');
  });
});

describe('shortDate', () => {
  it('writes a plain English date', () => {
    expect(shortDate('2026-11-23T12:00:00Z')).toBe('Nov 23, 2026');
  });
});
