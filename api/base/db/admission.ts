import { DATABASE_UNAVAILABLE_MESSAGE } from '@shared/http/error';
import { HttpError } from '../plugins/errors';
import type { Orm } from './orm';

/**
 * How long the oldest request waiting for one of the pool's connections may have waited before another is refused at
 * once (503 with Retry-After) rather than queued behind it: a newcomer would wait at least as long. A burst the pool
 * clears in time is served whatever its size; a queue that stopped moving (slow statements, locks, a crowd arriving
 * together) refuses newcomers long before the acquire timeout would fail them all after holding them.
 */
export const MAX_CONNECTION_WAIT_MS = 1_000;

/**
 * The Retry-After of a refusal, in seconds: spread over this range so the refused do not all come back in the same
 * second.
 */
export const CROWDED_RETRY_AFTER_SECONDS = { min: 2, max: 6 } as const;

/** The knex pool under MikroORM (tarn): its size and counts. */
export interface ConnectionPool {
  readonly max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  on(event: 'acquireRequest' | 'acquireSuccess' | 'acquireFail', listener: (eventId: number) => void): void;
}

/** When each acquire still waiting began, oldest first (the pool hands connections out in that order). */
const waitingSince = new WeakMap<ConnectionPool, Map<number, number>>();

function waitsOf(pool: ConnectionPool): Map<number, number> {
  let waits = waitingSince.get(pool);
  if (!waits) {
    const started = new Map<number, number>();
    pool.on('acquireRequest', (eventId) => started.set(eventId, Date.now()));
    pool.on('acquireSuccess', (eventId) => started.delete(eventId));
    pool.on('acquireFail', (eventId) => started.delete(eventId));
    waitingSince.set(pool, started);
    waits = started;
  }
  return waits;
}

/** `orm`'s pool of connections (none before its first connection). */
export const connectionPool = (orm: Orm): ConnectionPool | undefined =>
  (orm.em.getConnection().getKnex().client as { pool?: ConnectionPool }).pool;

/** Whether requests are waiting for one of `orm`'s connections now. */
export function poolHasWaiters(orm: Orm): boolean {
  return (connectionPool(orm)?.numPendingAcquires() ?? 0) > 0;
}

/** Whether the oldest request waiting for one of `orm`'s connections has waited MAX_CONNECTION_WAIT_MS already. */
export function poolIsCrowded(orm: Orm, now = Date.now()): boolean {
  const pool = connectionPool(orm);
  if (!pool) return false;
  const oldest = waitsOf(pool).values().next().value;
  return pool.numPendingAcquires() > 0 && oldest !== undefined && now - oldest >= MAX_CONNECTION_WAIT_MS;
}

/** The refusal of a request that would wait too long for a connection: the outage's message, a jittered Retry-After. */
export function crowdedRefusal(random = Math.random): HttpError {
  const { min, max } = CROWDED_RETRY_AFTER_SECONDS;
  return new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: min + Math.floor(random() * (max - min + 1)) });
}

/** Throws the refusal when the pool is crowded: before a request's first statement, so nothing is half-written. */
export function admitToDatabase(orm: Orm): void {
  if (poolIsCrowded(orm)) throw crowdedRefusal();
}
