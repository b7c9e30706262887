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
 * Two questions a load balancer asks. `/api/health`: is the process alive (answers without the database, so an
 * outage of PostgreSQL never gets healthy processes restarted). `/api/ready`: should it get traffic: the database
 * answers, every migration this server knows is applied, and the process is not stopping.
 */
export async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(...served(app, healthResources.alive), () => ({ status: 'ok' as const }));

  // The migrations this server was built with: the ORM's, which app.ts composed (DATABASE_SCHEMA).
  const known = (app.orm.config.get('migrations').migrationsList ?? []).map(({ name }) => name);
  routes.get(...served(app, healthResources.ready), async (request) => {
    const retryAfterSeconds = DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS;
    // Set on the root instance by shutdown.ts; this scope reads it through its prototype.
    if (app.draining) throw new HttpError(503, NOT_READY_MESSAGES.draining, { retryAfterSeconds });
    // A failing query is the database outage's own 503 (plugins/errors.ts).
    const rows = await request.em.getConnection().execute<Array<{ name: string }>>('select name from mikro_orm_migrations');
    const applied = new Set(rows.map(({ name }) => name));
    if (!known.every((name) => applied.has(name))) throw new HttpError(503, NOT_READY_MESSAGES.migrations, { retryAfterSeconds });
    return { status: 'ready' as const };
  });
}
