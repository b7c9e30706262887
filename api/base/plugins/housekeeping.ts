import type { FastifyInstance } from 'fastify';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_KNOWN_ADDRESS_MS, PASSWORD_RESET_WINDOW_MS, SIGN_UP_WINDOW_MS } from '@shared/auth/limits';
import type { Orm } from '../db/orm';
import { RATE_LIMIT_WINDOW_MINUTES } from '../limits/member-writes';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what no rule needs any more: expired sessions, and counted attempts and writes older than their limit's
 * window. Idempotent, so several server processes may run it on one database.
 */
export async function deleteExpiredRows(orm: Orm): Promise<void> {
  const connection = orm.em.getConnection();
  await connection.execute('delete from sessions where expires_at <= now()');
  await connection.execute(
    `delete from auth_attempts
     where (kind = 'sign-in-failure' and created_at <= now() - ?::interval)
        or (kind = 'sign-up' and created_at <= now() - ?::interval)
        or (kind = 'sign-in' and created_at <= now() - ?::interval)
        or (kind in ('password-reset', 'email-confirm') and created_at <= now() - ?::interval)`,
    [
      `${LOGIN_FAILURE_WINDOW_MS} milliseconds`,
      `${SIGN_UP_WINDOW_MS} milliseconds`,
      `${LOGIN_KNOWN_ADDRESS_MS} milliseconds`,
      `${PASSWORD_RESET_WINDOW_MS} milliseconds`,
    ],
  );
  // Emailed links a day past their end (kept that long so a late click reads "expired", not "unknown").
  await connection.execute(`delete from account_tokens where expires_at <= now() - interval '1 day'`);
  await connection.execute(`delete from rate_limit_hits where created_at <= now() - ?::interval`, [`${RATE_LIMIT_WINDOW_MINUTES} minutes`]);
}

/** Runs deleteExpiredRows once the server is up and every hour after; a failure is logged and tried next time. */
export function registerHousekeeping(app: FastifyInstance, orm: Orm) {
  const run = () =>
    deleteExpiredRows(orm).catch((error: unknown) => app.log.warn({ err: { type: (error as Error).name } }, 'housekeeping failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
    // Never keeps the process alive on its own.
    timer.unref();
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
