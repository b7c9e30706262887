import { connectionPool } from '../db/admission';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { WRITTEN_BY_HEADER } from '@shared/http/written-by';
import type { Orm } from '../db/orm';
import { SiteMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's metrics when METRICS_PORT is set (api/base/metrics); undefined otherwise, and nothing is counted. */
    metrics: SiteMetrics | undefined;
  }
}

/**
 * Counts what the server does into the app's metrics (only when they are served: each answer's hook costs a little):
 * every answer Fastify sends by its route pattern, the read cache's lookups, and queued writes accepted or refused.
 * Answers sent before Fastify (ready-answers.ts) are counted by `countedReadyAnswer`. Register after the read cache
 * and the job queue.
 */
export function registerMetrics(app: FastifyInstance, orm: Orm, enabled: boolean): SiteMetrics | undefined {
  if (!enabled) {
    app.decorate('metrics', undefined);
    return undefined;
  }
  // Its counts, read at each scrape.
  const pool = () => connectionPool(orm);
  const metrics = new SiteMetrics({
    pool: () => {
      const counts = pool();
      return { inUse: counts?.numUsed() ?? 0, idle: counts?.numFree() ?? 0, waiting: counts?.numPendingAcquires() ?? 0 };
    },
    queues: () => app.jobs.queueStats(),
  });
  app.decorate('metrics', metrics);
  app.readCache.countLookups((topic, hit) => metrics.cacheLookups.inc({ topic, result: hit ? 'hit' : 'miss' }));
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    metrics.answered(request.method, request.routeOptions.url ?? '(no route)', status, reply.elapsedTime / 1000);
    if (request.headers[WRITTEN_BY_HEADER] !== undefined && request.method !== 'GET') {
      if (status < 400) metrics.outboxWrites.inc({ outcome: 'accepted' });
      else if (status < 500) metrics.outboxWrites.inc({ outcome: 'refused' });
    }
  });
  return metrics;
}

/** Sends an answer before Fastify if one is ready (`answer`), counting it with the time it took. */
export function countedReadyAnswer(
  metrics: SiteMetrics,
  request: IncomingMessage,
  response: ServerResponse,
  answer: (request: IncomingMessage, response: ServerResponse) => boolean,
): boolean {
  const started = performance.now();
  if (!answer(request, response)) return false;
  metrics.answered(request.method ?? 'GET', '(ready answer)', response.statusCode, (performance.now() - started) / 1000);
  return true;
}

/**
 * The metrics listener (METRICS_PORT): Prometheus text at GET /metrics and nothing else, apart from the public port,
 * so a firewall keeps it to the scraper. Resolves once listening; `close` stops it.
 */
export async function startMetricsServer(metrics: SiteMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
