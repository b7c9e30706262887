/**
 * When a phone tries the server again. At a venue every phone loses and regains the signal in the same second; if
 * each retried at once, or after the same fixed wait, the server would meet them all at once again. So each waits a
 * random part of a window: on the signal's return a few seconds, after a failed try a window that doubles with each
 * failure up to a cap ("full jitter"), and never less than a Retry-After the server gave. Pure: the clock and the
 * random source are passed in. Used by the outbox's sender and the unread-count stream alike.
 */

/** On the signal's return (online, a request answered again, the app's start), a send waits up to this long. */
export const RETURN_SPREAD_MS = 3_000;
/** The window after the first failed try; it doubles with each further failure... */
export const RETRY_BASE_MS = 1_000;
/** ...up to this. */
export const RETRY_CAP_MS = 5 * 60_000;

/** A number in [0, 1), as Math.random gives; tests pass a fixed one. */
export type RandomSource = () => number;

/**
 * Whether an answer with this status says "try later" rather than "no": 408 (the server timed out waiting), 429 (too
 * many requests) and every 5xx. Any other 4xx is a refusal, shown to the member and not retried by itself.
 */
export const isRetryableStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

/** How long a Retry-After header asks to wait, in ms from `now`: delay-seconds or an HTTP date; null without one. */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Date.parse takes almost anything ("-5" is a year); an HTTP date names its month.
  const at = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** How long a send waits once the signal returns: anywhere in the return window. */
export const returnDelay = (random: RandomSource): number => random() * RETURN_SPREAD_MS;

export interface FailedTry {
  /** How many tries in a row have failed, this one included (1 after the first failure). */
  failures: number;
  /** The answer's status, or null when there was none (a network error, a timeout). */
  status: number | null;
  /** What the answer's Retry-After asked for (retryAfterMs), or null. */
  retryAfterMs: number | null;
}

/**
 * How long to wait before trying again after a failed try, or null when the answer was a refusal (not to be retried
 * by itself). Full jitter: anywhere in [0, min(cap, base·2^(failures−1))); after a Retry-After, that jitter comes on
 * top of the server's wait, so the phones it sent away do not all return in its same second.
 */
export function nextRetryDelay({ failures, status, retryAfterMs: serverWait }: FailedTry, random: RandomSource): number | null {
  if (status !== null && !isRetryableStatus(status)) return null;
  const window = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  return (serverWait ?? 0) + random() * window;
}
