import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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

  it('takes exactly what the patterns the API document gives take', () => {
    const schema = z.toJSONSchema(instant, { io: 'input' }) as { pattern: string; allOf: Array<{ pattern: string }> };
    expect(schema.pattern).toBe(INSTANT_YEAR_PATTERN);
    const patterns = [schema.pattern, ...schema.allOf.map((part) => part.pattern)].map((pattern) => new RegExp(pattern));
    for (const value of [
      '1900-01-01T00:00:00Z',
      '2100-12-31T23:59:59-12:00',
      '2031-06-01T18:30:00.123+14:00',
      '1899-01-01T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '2031-06-01t18:30:00z',
      '2031-06-01 18:30:00Z',
      '2031-06-01T18:30Z',
      '2031-12-31T23:59:60Z',
      '2031-02-30T10:00:00Z',
    ]) {
      const accepted = instant.safeParse(value).success;
      expect(
        patterns.every((pattern) => pattern.test(value)),
        value,
      ).toBe(accepted);
    }
  });
});
