import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { served } from '../base/plugins/resources';
import { healthResources } from '../../shared/health/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { HttpError } from '../base/plugins/errors';
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../shared/http/error';
import { REQUEST_DATABASE_TIMEOUTS } from '../base/db/orm-config';
import { stopWithin } from '../base/stop-within';

/** Runs one statement and gives its rows. */
type RunStatement = (sql: string) => Promise<Array<Record<string, unknown>>>;

export const NOT_READY_MESSAGES = {
  draining: 'This server is stopping: send requests to another one.',
  migrations: 'This server is waiting for the database to be migrated.',
} as const;

/**
 * Why this server should not get traffic now, or null when it should: it is stopping, or the database lacks a
 * migration this server was built with (app.ts composed them: DATABASE_SCHEMA). A database that does not answer
 * throws, which is its own 503 (plugins/errors.ts).
 */
export async function notReadyBecause(app: FastifyInstance, run: RunStatement): Promise<string | null> {
  // Set on the root instance by shutdown.ts; a scope reads it through its prototype.
  if (app.draining) return NOT_READY_MESSAGES.draining;
  const known = (app.orm.config.get('migrations').migrationsList ?? []).map(({ name }) => name);
  const rows = await run('select name from mikro_orm_migrations');
  const applied = new Set(rows.map(({ name }) => String(name)));
  return known.every((name) => applied.has(name)) ? null : NOT_READY_MESSAGES.migrations;
}

/**
 * Two questions a load balancer asks. `/api/health`: is the process alive (answers without the database, so an
 * outage of PostgreSQL never gets healthy processes restarted). `/api/ready`: should it get traffic: the database
 * answers, every migration this server knows is applied, and the process is not stopping.
 */
export async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(...served(app, healthResources.alive), () => ({ status: 'ok' as const }));

  // Readiness asks on a connection of its own, not the requests' pool: a crowd queueing for the pool (refused by
  // api/base/db/admission.ts) would make a balancer's check time out and take a server that works out of rotation.
  const { connectMs, statementMs, answerMs } = REQUEST_DATABASE_TIMEOUTS;
  const readiness = new pg.Pool({
    connectionString: app.orm.config.get('clientUrl'),
    max: 1,
    connectionTimeoutMillis: connectMs,
    statement_timeout: statementMs,
    query_timeout: answerMs,
    idleTimeoutMillis: 30_000,
  });
  // A connection that breaks (the database restarting) is dropped by the pool; the next check opens another.
  readiness.on('error', () => {});
  app.addHook('onClose', async () => stopWithin(app.log, 'the readiness connection', () => readiness.end()));
  // Waiting for its one connection is bounded too (connectionTimeoutMillis), so checks asked together fail in time.
  const runForReadiness: RunStatement = async (sql) => (await readiness.query<Record<string, unknown>>(sql)).rows;

  routes.get(...served(app, healthResources.ready), async () => {
    const notReady = await notReadyBecause(app, runForReadiness);
    if (notReady) throw new HttpError(503, notReady, { retryAfterSeconds: DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS });
    return { status: 'ready' as const };
  });
}
