import path from 'node:path';
import { loadConfig } from './base/config';
import { loadFirstScreenRenderer } from './web/server-rendered';
import { buildApp, DATABASE_SCHEMA } from './app';
import { stopServer } from './health/shutdown';
import { addExtraAcceptors } from './base/listen/extra-acceptors';
import { startMetricsServer } from './base/metrics/plugin';
import { startDatabase } from './base/db/embedded-postgres';
import { connectAndMigrate } from './base/db/orm';
import { seedIfCatalogueEmpty } from './seeders/run';
import { ensureAdmin } from './auth';

const config = loadConfig();
const database = await startDatabase(config);
// LISTEN/NOTIFY needs a session of its own, never a transaction-mode pooler's; the migration lock is taken there too,
// so servers waiting for it hold none of the pooler's server connections.
const listenUrl = config.databaseListenUrl ?? database.clientUrl;
const orm = await connectAndMigrate(
  database.clientUrl,
  DATABASE_SCHEMA,
  async (prepared) => {
    if (await seedIfCatalogueEmpty(prepared)) console.log('Seeded the reference data into an empty catalogue.');
    if (config.adminEmail && config.adminPassword) {
      await ensureAdmin(prepared.em.fork(), config.adminEmail, config.adminPassword);
    } else if (config.adminEmail || config.adminPassword) {
      console.warn('ADMIN_EMAIL and ADMIN_PASSWORD must both be set to create an admin; ignoring.');
    }
  },
  { directUrl: listenUrl },
);

/** Connections the kernel may hold for the server before it accepts them. */
const LISTEN_BACKLOG = 4_096;

// The build writes the server's renderer of a first visit's pages beside the web app (vite.config.ts: dist/ssr/).
const firstScreenRenderer = config.webRoot
  ? await loadFirstScreenRenderer(path.join(config.webRoot, '..', 'ssr', 'serverRender.js'))
  : undefined;
const app = await buildApp({
  orm,
  config: { ...config, databaseListenUrl: listenUrl },
  logger: { level: config.logLevel },
  firstScreenRenderer,
});
// A crowd whose signal returns opens thousands of connections within seconds. With Node's default queue of 511
// unaccepted connections the kernel drops the rest, and each phone tries again only after 1, 3, then 7 s; the
// kernel caps this at its own somaxconn.
await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
const acceptors = await addExtraAcceptors(app.server, { backlog: LISTEN_BACKLOG }).catch((error: unknown) => {
  console.warn(`Accepting connections on one handle only: ${String(error)}`);
  return undefined;
});
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Pontiac Hub is ready at http://localhost:${port}`);
// Metrics on a port of their own (METRICS_PORT), never the public one.
const metricsServer =
  config.metricsPort !== undefined && app.metrics
    ? await startMetricsServer(app.metrics.withProcessMetrics(), config.metricsPort, config.metricsHost)
    : undefined;
if (metricsServer) console.log(`Metrics at http://${config.metricsHost}:${config.metricsPort}/metrics`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing the requests in flight, then stopping`);
  metricsServer?.close();
  await stopServer(app, { lingerMs: config.shutdownLingerMs, stopAccepting: async () => acceptors?.close() });
  await orm.close();
  await database.stop();
  process.exit(0);
}
// Importing embedded-postgres hooked these signals (async-exit-hook): it would stop PostgreSQL under the requests in
// flight and exit (143) at once. This server stops in its own order: requests, background work, pool, database.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
