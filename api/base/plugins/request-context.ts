import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  // Forked on first use: answers served from the read cache, static files and 304s never touch the database, and a
  // fork for each of them would be work for nothing.
  const forks = new WeakMap<FastifyRequest, EntityManager>();
  app.decorateRequest('em', {
    getter(this: FastifyRequest) {
      let em = forks.get(this);
      if (!em) {
        em = orm.em.fork();
        forks.set(this, em);
      }
      return em;
    },
  });
}
