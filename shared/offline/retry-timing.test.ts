import { describe, expect, it } from 'vitest';
import {
  isRetryableStatus,
  nextRetryDelay,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  retryAfterMs,
  RETURN_SPREAD_MS,
  returnDelay,
} from './retry-timing';

/** A random source that always answers `value`: the delay is then that fraction of its window. */
const always = (value: number) => () => value;
const NOW = Date.UTC(2026, 10, 29, 6, 0, 0);

describe('returnDelay: when the signal returns', () => {
  it('waits a random part of the return window, from at once to just under its end', () => {
    expect(returnDelay(always(0))).toBe(0);
    expect(returnDelay(always(0.5))).toBe(RETURN_SPREAD_MS / 2);
    expect(returnDelay(always(0.999))).toBeLessThan(RETURN_SPREAD_MS);
    expect(RETURN_SPREAD_MS).toBe(3_000);
  });
});

describe('nextRetryDelay: after a failed try', () => {
  const noAnswer = (failures: number) => ({ failures, status: null, retryAfterMs: null });

  it('full jitter: anywhere below a window of base·2^(failures−1), doubling with each failure', () => {
    expect(nextRetryDelay(noAnswer(1), always(0.999))).toBeLessThan(RETRY_BASE_MS);
    expect(nextRetryDelay(noAnswer(1), always(0.5))).toBe(RETRY_BASE_MS / 2);
    expect(nextRetryDelay(noAnswer(2), always(0.5))).toBe(RETRY_BASE_MS);
    expect(nextRetryDelay(noAnswer(4), always(0.5))).toBe(4 * RETRY_BASE_MS);
    expect(nextRetryDelay(noAnswer(4), always(0))).toBe(0);
  });

  it('the window stops growing at the cap, however many tries failed', () => {
    expect(RETRY_CAP_MS).toBe(5 * 60_000);
    expect(nextRetryDelay(noAnswer(30), always(0.5))).toBe(RETRY_CAP_MS / 2);
    expect(nextRetryDelay(noAnswer(2_000), always(0.999))).toBeLessThan(RETRY_CAP_MS);
  });

  it('a 503, a 429, a 408 back off like no answer at all', () => {
    for (const status of [503, 500, 429, 408]) {
      expect(nextRetryDelay({ failures: 3, status, retryAfterMs: null }, always(0.5))).toBe(2 * RETRY_BASE_MS);
    }
  });

  it('never sooner than the server’s Retry-After: the jitter comes on top of it', () => {
    expect(nextRetryDelay({ failures: 1, status: 503, retryAfterMs: 2_000 }, always(0))).toBe(2_000);
    expect(nextRetryDelay({ failures: 1, status: 503, retryAfterMs: 2_000 }, always(0.5))).toBe(2_500);
    expect(nextRetryDelay({ failures: 1, status: 429, retryAfterMs: 20 * 60_000 }, always(0))).toBe(20 * 60_000);
  });

  it('a refusal (another 4xx) is not retried by itself', () => {
    for (const status of [400, 401, 403, 404, 409, 413]) {
      expect(isRetryableStatus(status)).toBe(false);
      expect(nextRetryDelay({ failures: 1, status, retryAfterMs: null }, always(0.5))).toBeNull();
    }
  });
});

describe('retryAfterMs: the Retry-After header', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs('2', NOW)).toBe(2_000);
    expect(retryAfterMs(' 120 ', NOW)).toBe(120_000);
    expect(retryAfterMs('0', NOW)).toBe(0);
  });

  it('reads an HTTP date, as the time left until it (none once it has passed)', () => {
    expect(retryAfterMs(new Date(NOW + 90_000).toUTCString(), NOW)).toBe(90_000);
    expect(retryAfterMs(new Date(NOW - 90_000).toUTCString(), NOW)).toBe(0);
  });

  it('no header, or one that is neither, asks for nothing', () => {
    expect(retryAfterMs(null, NOW)).toBeNull();
    expect(retryAfterMs('', NOW)).toBeNull();
    expect(retryAfterMs('soon', NOW)).toBeNull();
    expect(retryAfterMs('-5', NOW)).toBeNull();
    expect(retryAfterMs('1.5', NOW)).toBeNull();
  });
});
