import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm';
import { listenForChanges } from './change-notifications';
import { ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/**
 * The read cache for the catalogue, valuations and DIY videos, the communities and the events list, each emptied
 * on every committed change to what it shows by any server process (PostgreSQL LISTEN/NOTIFY).
 */
export function registerReadCache(app: FastifyInstance, orm: Orm): ReadCache {
  let changes: ReturnType<typeof listenForChanges> | undefined;
  const cache = new ReadCache(() => changes?.listening ?? false);
  app.decorate('readCache', cache);
  app.addHook('onReady', async () => {
    changes = listenForChanges(
      orm.config.get('clientUrl') ?? '',
      (topic) => cache.clear(topic),
      (message) => app.log.warn(message),
    );
  });
  app.addHook('onClose', async () => changes?.stop());
  return cache;
}
