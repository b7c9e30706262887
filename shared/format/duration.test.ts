import { describe, expect, it } from 'vitest';
import { formatIsoDuration, parseIsoDuration } from './duration';

describe('formatIsoDuration', () => {
  it.each([
    ['PT1H2M3S', '1:02:03'],
    ['PT4M5S', '4:05'],
    ['PT45S', '0:45'],
    ['PT10M', '10:00'],
    ['PT2H', '2:00:00'],
    ['PT1H0M9S', '1:00:09'],
    ['PT12M30S', '12:30'],
    ['PT59M59S', '59:59'],
    ['PT90M', '1:30:00'],
    ['P1DT2M', '24:02:00'],
  ])('%s → %s', (iso, clock) => {
    expect(formatIsoDuration(iso)).toBe(clock);
  });

  it.each([null, undefined, '', 'P', 'PT', '4:05', 'PT4M5', 'garbage', 'P1Y'])('gives null for %j', (value) => {
    expect(formatIsoDuration(value)).toBeNull();
  });
});

describe('parseIsoDuration', () => {
  it('counts seconds', () => {
    expect(parseIsoDuration('PT1H2M3S')).toBe(3723);
    expect(parseIsoDuration('PT0S')).toBe(0);
    expect(parseIsoDuration('PT1.9S')).toBe(1);
  });
});
