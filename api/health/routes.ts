import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { served } from '../base/plugins/resources';
import { healthResources } from '../../shared/health/resources';
import type { ZodTypeProvider } from '../base/plugins/zod';
import { HttpError } from '../base/plugins/errors';
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../shared/http/error';

export const NOT_READY_MESSAGES = {
  draining: 'This server is stopping: send requests to another one.',
  migrations: 'This server is waiting for the database to be migrated.',
} as const;

/**
 * Why this server should not get traffic now, or null when it should: it is stopping, or the database lacks a
 * migration this server was built with (app.ts composed them: DATABASE_SCHEMA). A database that does not answer
 * throws, which is its own 503 (plugins/errors.ts).
 */
export async function notReadyBecause(app: FastifyInstance, em: EntityManager): Promise<string | null> {
  // Set on the root instance by shutdown.ts; a scope reads it through its prototype.
  if (app.draining) return NOT_READY_MESSAGES.draining;
  const known = (app.orm.config.get('migrations').migrationsList ?? []).map(({ name }) => name);
  const rows = await em.getConnection().execute<Array<{ name: string }>>('select name from mikro_orm_migrations');
  const applied = new Set(rows.map(({ name }) => name));
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

  routes.get(...served(app, healthResources.ready), async () => {
    // Its own unit of work, not the request's: readiness is asked whatever the crowd (api/base/db/admission.ts).
    const notReady = await notReadyBecause(app, app.orm.em.fork());
    if (notReady) throw new HttpError(503, notReady, { retryAfterSeconds: DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS });
    return { status: 'ready' as const };
  });
}
