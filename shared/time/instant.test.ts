import { describe, expect, it } from 'vitest';
import { INSTANT_YEAR_PATTERN, isoInstant } from './instant';

const instant = isoInstant('Starts at');
const result = (value: unknown) => {
  const parsed = instant.safeParse(value);
  return parsed.success ? parsed.data : parsed.error.issues[0]?.message;
};

describe('isoInstant', () => {
  it('takes a date and time with Z or an offset and gives it back in UTC', () => {
    expect(result('2031-06-01T18:30:00+02:00')).toBe('2031-06-01T16:30:00.000Z');
    expect(result(' 1967-05-20T09:00:00Z ')).toBe('1967-05-20T09:00:00.000Z');
  });

  it('refuses years PostgreSQL cannot store or the product never needs, in words', () => {
    expect(result('0001-01-01T00:30:00+01:00')).toBe('Starts at must be between 1900 and 2100');
    expect(result('1899-12-31T23:59:59Z')).toBe('Starts at must be between 1900 and 2100');
    expect(result('2101-01-01T00:00:00Z')).toBe('Starts at must be between 1900 and 2100');
    expect(result('9999-12-31T23:59:59Z')).toBe('Starts at must be between 1900 and 2100');
    expect(result('next Friday')).toBe('Starts at must be an ISO date and time');
    expect(result('2031-06-01')).toBe('Starts at must be an ISO date and time');
  });

  it('checks the very pattern the API document gives', () => {
    const pattern = new RegExp(INSTANT_YEAR_PATTERN);
    for (const value of ['1900-01-01T00:00:00Z', '2100-12-31T23:59:59-12:00', '1899-01-01T00:00:00Z', '0000-01-01T00:00:00Z']) {
      expect(pattern.test(value)).toBe(typeof result(value) === 'string' && result(value)?.endsWith('Z'));
    }
  });
});
