import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_KNOWN_ADDRESS_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES,
  LOGIN_SLOWDOWN_MAX_MS,
  LOGIN_SLOWDOWN_STEP_MS,
  SIGN_UP_MAX_PER_ADDRESS,
  SIGN_UP_WINDOW_MS,
} from '@shared/auth/limits';
import { authTexts } from '@shared/auth/texts';
import { HttpError } from '../plugins/errors';

const interval = (ms: number) => `${ms} milliseconds`;

/** A 429 that says how long to wait (and a Retry-After header, set by the error handler from `retryAfterSeconds`). */
function tooManyAttempts(oldestCounted: Date | string | null, windowMs: number, now = Date.now()): HttpError {
  // The driver may hand a raw query's timestamp over as text.
  const oldest = oldestCounted === null ? now : new Date(oldestCounted).getTime();
  const waitMs = Math.max(1_000, oldest + windowMs - now);
  return new HttpError(429, authTexts.tooManyAttempts(Math.ceil(waitMs / 60_000)), { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

type Counts = {
  pair: number;
  address: number;
  account: number;
  pairOldest: Date | string | null;
  addressOldest: Date | string | null;
  known: boolean;
};

/**
 * A sign-in attempt, counted as a failure until it succeeds. The failure is written before the limits are read, so
 * attempts made at the same moment count each other: at most the limit of them can see a count within it.
 */
export class SignInAttempt {
  private constructor(
    private readonly em: EntityManager,
    private readonly id: string,
    readonly email: string,
    readonly address: string,
  ) {}

  /**
   * Starts an attempt: refuses it (429 with the wait) when this account-and-address pair, or this address, has failed
   * too often, or when the account has failed too often everywhere and this address never signed in to it; otherwise
   * waits the growing delay of a much-guessed account, then lets the password be checked.
   */
  static async begin(em: EntityManager, email: string, address: string): Promise<SignInAttempt> {
    const [row] = await em.execute<Array<{ id: string }>>(
      `insert into auth_attempts (kind, email, address) values ('sign-in-failure', ?, ?) returning id`,
      [email, address],
    );
    if (!row) throw new Error('auth_attempts insert returned no row');
    const attempt = new SignInAttempt(em, row.id, email, address);
    const counts = await attempt.counts();
    const refusal =
      counts.pair > LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS
        ? tooManyAttempts(counts.pairOldest, LOGIN_FAILURE_WINDOW_MS)
        : counts.address > LOGIN_MAX_FAILURES_PER_ADDRESS
          ? tooManyAttempts(counts.addressOldest, LOGIN_FAILURE_WINDOW_MS)
          : counts.account > LOGIN_MAX_FAILURES_PER_ACCOUNT && !counts.known
            ? tooManyAttempts(null, LOGIN_FAILURE_WINDOW_MS)
            : null;
    if (refusal) {
      // A refused attempt checked no password: it is not a failure and does not push the wait further out.
      await attempt.forget();
      throw refusal;
    }
    const slowdown = Math.min(
      LOGIN_SLOWDOWN_MAX_MS,
      Math.max(0, counts.account - LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES) * LOGIN_SLOWDOWN_STEP_MS,
    );
    if (slowdown > 0) await new Promise((resolve) => setTimeout(resolve, slowdown));
    return attempt;
  }

  private async counts(): Promise<Counts> {
    const window = interval(LOGIN_FAILURE_WINDOW_MS);
    const [counts] = await this.em.execute<Counts[]>(
      `select
         count(*) filter (where email = ? and address = ?)::int as pair,
         min(created_at) filter (where email = ? and address = ?) as "pairOldest",
         count(*) filter (where address = ?)::int as address,
         min(created_at) filter (where address = ?) as "addressOldest",
         count(*) filter (where email = ?)::int as account,
         exists (select 1 from auth_attempts where kind = 'sign-in' and email = ? and address = ?
                 and created_at > now() - ?::interval) as known
       from auth_attempts
       where kind = 'sign-in-failure' and (email = ? or address = ?) and created_at > now() - ?::interval`,
      [
        ...[this.email, this.address, this.email, this.address, this.address, this.address, this.email],
        ...[this.email, this.address, interval(LOGIN_KNOWN_ADDRESS_MS), this.email, this.address, window],
      ],
    );
    if (!counts) throw new Error('auth_attempts count returned no row');
    return counts;
  }

  private async forget(): Promise<void> {
    await this.em.execute(`delete from auth_attempts where id = ?`, [this.id]);
  }

  /**
   * The password was right: this pair's failures are forgiven and the address becomes (again) known to the account.
   * Rows past their window are left to the hourly housekeeping (api/base/plugins/housekeeping.ts).
   */
  async succeeded(): Promise<void> {
    await this.em.execute(`delete from auth_attempts where kind in ('sign-in-failure', 'sign-in') and email = ? and address = ?`, [
      this.email,
      this.address,
    ]);
    await this.em.execute(`insert into auth_attempts (kind, email, address) values ('sign-in', ?, ?)`, [this.email, this.address]);
  }
}

/** Counts a sign-up from `address`; over the limit (an hour's worth) it is a 429. */
export async function countSignUp(em: EntityManager, address: string, maxPerHour = SIGN_UP_MAX_PER_ADDRESS): Promise<void> {
  const window = interval(SIGN_UP_WINDOW_MS);
  const [row] = await em.execute<Array<{ id: string }>>(`insert into auth_attempts (kind, address) values ('sign-up', ?) returning id`, [
    address,
  ]);
  const [counted] = await em.execute<Array<{ count: number }>>(
    `select count(*)::int as count from auth_attempts where kind = 'sign-up' and address = ? and created_at > now() - ?::interval`,
    [address, window],
  );
  if ((counted?.count ?? 0) > maxPerHour) {
    await em.execute(`delete from auth_attempts where id = ?`, [row?.id]);
    throw new HttpError(429, authTexts.tooManySignUps, { retryAfterSeconds: Math.ceil(SIGN_UP_WINDOW_MS / 1000) });
  }
}

/** A kind of email a visitor or member asks the server to send, counted in auth_attempts. */
export type EmailRequestKind = 'password-reset' | 'email-confirm';

/** How many emails of a kind are allowed within `windowMs`; an undefined limit does not apply. */
export interface EmailRequestLimits {
  /** Per account, from all client addresses together. */
  perAccount: number;
  /** Whether addresses the account signed in from (within LOGIN_KNOWN_ADDRESS_MS) are spared `perAccount`. */
  spareKnownAddresses?: boolean;
  /** Per account from one client address. */
  perAccountAndAddress?: number;
  /** Per client address, whatever the accounts. */
  perAddress?: number;
  windowMs: number;
  message: string;
}

type EmailRequestCounts = {
  account: number;
  accountOldest: Date | string | null;
  pair: number;
  pairOldest: Date | string | null;
  address: number;
  addressOldest: Date | string | null;
  known: boolean;
};

/**
 * Counts an email asked for about account `email` from client `address`; over any of `limits` it is a 429 with the
 * wait until that limit frees a place, and this request is not counted.
 */
export async function countEmailRequest(
  em: EntityManager,
  kind: EmailRequestKind,
  { email, address }: { email: string; address: string },
  limits: EmailRequestLimits,
): Promise<void> {
  const [row] = await em.execute<Array<{ id: string }>>(`insert into auth_attempts (kind, email, address) values (?, ?, ?) returning id`, [
    kind,
    email,
    address,
  ]);
  const [counts] = await em.execute<EmailRequestCounts[]>(
    `select count(*) filter (where email = ?)::int as account,
            min(created_at) filter (where email = ?) as "accountOldest",
            count(*) filter (where email = ? and address = ?)::int as pair,
            min(created_at) filter (where email = ? and address = ?) as "pairOldest",
            count(*) filter (where address = ?)::int as address,
            min(created_at) filter (where address = ?) as "addressOldest",
            exists (select 1 from auth_attempts where kind = 'sign-in' and email = ? and address = ?
                    and created_at > now() - ?::interval) as known
       from auth_attempts where kind = ? and (email = ? or address = ?) and created_at > now() - ?::interval`,
    [
      ...[email, email, email, address, email, address, address, address],
      ...[email, address, interval(LOGIN_KNOWN_ADDRESS_MS), kind, email, address, interval(limits.windowMs)],
    ],
  );
  if (!counts) throw new Error('auth_attempts count returned no row');
  const over = (count: number, max: number | undefined) => max !== undefined && count > max;
  const refusedSince = over(counts.pair, limits.perAccountAndAddress)
    ? counts.pairOldest
    : over(counts.address, limits.perAddress)
      ? counts.addressOldest
      : over(counts.account, limits.perAccount) && !(limits.spareKnownAddresses && counts.known)
        ? counts.accountOldest
        : undefined;
  if (refusedSince === undefined) return;
  await em.execute(`delete from auth_attempts where id = ?`, [row?.id]);
  const oldest = refusedSince === null ? Date.now() : new Date(refusedSince).getTime();
  const waitSeconds = Math.max(1, Math.ceil((oldest + limits.windowMs - Date.now()) / 1000));
  throw new HttpError(429, limits.message, { retryAfterSeconds: waitSeconds });
}
