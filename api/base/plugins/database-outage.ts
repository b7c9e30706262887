import { ConnectionException, DriverException } from '@mikro-orm/core';
import type { FastifyBaseLogger } from 'fastify';

/** SQLSTATEs and socket codes that mean the database is down, restarting or too slow, not that the request is wrong. */
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: the statement timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);

/** Messages of the pool and the pg client that carry no code. */
const UNAVAILABLE_MESSAGES =
  /^timeout expired$|Timeout acquiring a connection|Query read timeout|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

const codeOf = (error: object): string | undefined => {
  const code = 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** Whether `error` (or what caused it) says PostgreSQL cannot be reached or did not answer in time. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof ConnectionException || error.name === 'KnexTimeoutError') return true;
  const code = codeOf(error);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * What may be logged of an error. A driver error's message holds the SQL with its values (emails, password
 * hashes), so only its kind, SQLSTATE and the failing table or constraint are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (error instanceof DriverException) {
    const { name, code, sqlState, table, constraint, routine } = error as DriverException & Record<string, unknown>;
    return { type: name, code, sqlState, table, constraint, routine };
  }
  if (error instanceof Error && isDatabaseUnavailable(error)) return { type: error.name, code: codeOf(error) };
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: typeof error };
}

const REPEAT_LOG_AFTER_MS = 60_000;

/** Logs an outage once a minute while it lasts, not once per failing request. */
export function createOutageLog(now = () => Date.now()) {
  let loggedAt: number | undefined;
  return {
    failed(log: FastifyBaseLogger, error: unknown) {
      if (loggedAt !== undefined && now() - loggedAt < REPEAT_LOG_AFTER_MS) return;
      loggedAt = now();
      log.error({ err: loggableError(error) }, 'the database is not answering; requests that need it get 503 until it does');
    },
  };
}
