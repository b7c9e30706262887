import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm';

declare module 'fastify' {
  interface FastifyRequest {
    /** A fresh EntityManager per request, so identity maps never leak between users. */
    em: EntityManager;
  }
  interface FastifyInstance {
    orm: Orm;
  }
}

export function registerRequestContext(app: FastifyInstance, orm: Orm) {
  app.decorate('orm', orm);
  // Fastify wants a primitive default here; the hook sets the real value before any handler runs.
  app.decorateRequest('em', null as unknown as EntityManager);
  app.addHook('onRequest', async (request) => {
    request.em = orm.em.fork();
  });
}
