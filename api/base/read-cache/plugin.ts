import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { poolHasWaiters } from '../db/admission';
import type { Orm } from '../db/orm';
import { addRouteHook, onlyReads } from '../plugins/route-hooks';
import { listenForChanges } from './change-notifications';
import { ReadCache } from './read-cache';
import { stopWithin } from '../stop-within';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/**
 * The read cache for the catalogue, valuations and DIY videos, the communities, the events list and the forum, each
 * emptied on every committed change to what it shows by any server process (PostgreSQL LISTEN/NOTIFY, by the rules
 * of cache-table.ts). Register it before the routes: every write route declared after it waits, before its answer
 * goes out, until this server has heard the changes it made, so the writer's next read here is fresh at once.
 */
export function registerReadCache(app: FastifyInstance, orm: Orm, listenUrl?: string): ReadCache {
  let changes: ReturnType<typeof listenForChanges> | undefined;
  const cache = new ReadCache(() => changes?.listening ?? false);
  cache.whileBusy(() => poolHasWaiters(orm));
  app.decorate('readCache', cache);
  app.addHook('onReady', async () => {
    // A session of its own (DATABASE_LISTEN_URL): a transaction-mode pooler would drop LISTEN between statements.
    changes = listenForChanges(
      listenUrl ?? orm.config.get('clientUrl') ?? '',
      (topic, payload) => cache.clear(topic, payload),
      (message) => app.log.warn(message),
    );
  });
  app.addHook('onClose', async () => stopWithin(app.log, 'the read cache’s LISTEN connection', async () => changes?.stop()));

  // Reads pay nothing for it; while nothing is kept (not listening) a write waits for nothing either.
  const afterWrite: onSendHookHandler = (_request, reply, payload, done) => {
    if (!changes?.listening) return done(null, payload);
    // The database did not answer (api/base/plugins/errors.ts): the mark would not come back either, and the 503 must not
    // wait out HEARD_TIMEOUT_MS on top of the request's own timeouts. The listener notices the outage and empties
    // every topic when it is heard again.
    if (reply.statusCode === 503) return done(null, payload);
    // Not heard (the connection dropped, or too slow): nothing kept can be trusted to be fresh.
    void changes.heardEverything().then((heard) => {
      if (!heard) cache.clear();
      done(null, payload);
    });
  };
  app.addHook('onRoute', (route) => {
    if (!onlyReads(route)) addRouteHook(route, 'onSend', afterWrite);
  });
  return cache;
}
