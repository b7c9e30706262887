import { describe, expect, it } from 'vitest';
import { isBeforeDeviceToday, isOnDeviceToday } from './showDates';

describe('isOnDeviceToday', () => {
  it('compares local calendar dates, whatever the time of day', () => {
    const now = new Date(2026, 5, 1, 8, 0);
    expect(isOnDeviceToday(new Date(2026, 5, 1, 23, 30).toISOString(), now)).toBe(true);
    expect(isOnDeviceToday(new Date(2026, 5, 2, 0, 10).toISOString(), now)).toBe(false);
    expect(isOnDeviceToday(new Date(2025, 5, 1, 9, 0).toISOString(), now)).toBe(false);
  });
});

describe('isBeforeDeviceToday', () => {
  it('says a show is past only from the day after it, by the local calendar', () => {
    const now = new Date(2026, 5, 1, 20, 0);
    expect(isBeforeDeviceToday(new Date(2026, 5, 1, 0, 30).toISOString(), now)).toBe(false);
    expect(isBeforeDeviceToday(new Date(2026, 5, 2, 9, 0).toISOString(), now)).toBe(false);
    expect(isBeforeDeviceToday(new Date(2026, 4, 31, 23, 50).toISOString(), now)).toBe(true);
  });
});
