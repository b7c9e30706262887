import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../shared/auth/limits';

/**
 * Counts failed sign-ins per key (an account or an IP address) in a sliding window.
 * Kept in memory: one server process answers all requests, and a restart only forgives.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = LOGIN_MAX_FAILURES,
    private readonly windowMs = LOGIN_FAILURE_WINDOW_MS,
    private readonly now = () => Date.now(),
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  isBlocked(keys: string[]): boolean {
    return keys.some((key) => this.recent(key).length >= this.maxFailures);
  }

  recordFailure(keys: string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
