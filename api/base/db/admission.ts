import { DATABASE_UNAVAILABLE_MESSAGE } from '@shared/http/error';
import { HttpError } from '../plugins/errors';
import type { Orm } from './orm';

/**
 * Requests waiting for one of the pool's connections past which another is refused at once (503 with Retry-After)
 * rather than queued: four for each of the 10 connections. A request's statements take milliseconds, but one behind
 * that many waits on locks and slow statements of all of them, and a crowd arriving together (a show's phones when
 * the signal returns) would otherwise queue until the acquire timeout and hold every later request up with it.
 */
export const MAX_WAITING_FOR_A_CONNECTION = 40;

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
}

/** `orm`'s pool of connections (none before its first connection). */
export const connectionPool = (orm: Orm): ConnectionPool | undefined =>
  (orm.em.getConnection().getKnex().client as { pool?: ConnectionPool }).pool;

/** Whether `orm`'s pool already has its fill of requests waiting for a connection. */
export function poolIsCrowded(orm: Orm): boolean {
  return (connectionPool(orm)?.numPendingAcquires() ?? 0) >= MAX_WAITING_FOR_A_CONNECTION;
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
