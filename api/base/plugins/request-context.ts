import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admitToDatabase } from '../db/admission';
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
  // fork for each of them would be work for nothing. The first use is where a request turns to the database, so a
  // request that would wait too long for a connection is refused there, before it has written anything.
  const forks = new WeakMap<FastifyRequest, EntityManager>();
  app.decorateRequest('em', {
    getter(this: FastifyRequest) {
      let em = forks.get(this);
      if (!em) {
        admitToDatabase(orm);
        em = orm.em.fork();
        forks.set(this, em);
      }
      return em;
    },
  });
}
