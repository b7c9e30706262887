import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm';
import { listenForCatalogueChanges } from './catalogue-changes';
import { ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/**
 * The read cache for the catalogue, valuations and DIY videos, emptied on every committed change to them by any
 * server process (PostgreSQL LISTEN/NOTIFY), so an admin edit is in the very next answer.
 */
export function registerReadCache(app: FastifyInstance, orm: Orm) {
  let changes: ReturnType<typeof listenForCatalogueChanges> | undefined;
  const cache = new ReadCache(() => changes?.listening ?? false);
  app.decorate('readCache', cache);
  app.addHook('onReady', async () => {
    changes = listenForCatalogueChanges(
      orm.config.get('clientUrl') ?? '',
      () => cache.clear(),
      (message) => app.log.warn(message),
    );
  });
  app.addHook('onClose', async () => changes?.stop());
}
