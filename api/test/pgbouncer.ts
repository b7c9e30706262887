import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import { withDatabase } from './database-url';
import { spawnWatched, untilAnswering } from './watched-process';

/**
 * A real PgBouncer in transaction mode in front of the test PostgreSQL, as docs/several-servers.md
 * configures it: installed by `api/test/ensure-pgbouncer.mjs` (part of `npm test`), started on a free loopback port.
 */
const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';
const INSTALL_HINT = 'The pooler tests need PgBouncer: run `node api/test/ensure-pgbouncer.mjs` (or set PGBOUNCER_PATH).';
const READY_WITHIN_MS = 30_000;
const STOP_WITHIN_MS = 10_000;
/** Each of its checks (connecting, then a query a pooler could keep waiting for a server connection). */
const CHECK_WITHIN_MS = 2_000;

export interface TestPgBouncer {
  /** `databaseUrl` (a database of the same server, same user and password) through PgBouncer. */
  via(databaseUrl: string): string;
  /** Server connections PgBouncer keeps per database and user: fewer than the clients, so the pooling is real. */
  poolSize: number;
  /** Transactions PgBouncer has passed to `databaseUrl`'s database so far (its console's SHOW STATS). */
  transactions(databaseUrl: string): Promise<number>;
  /** Its log so far (the last lines), to explain a failure. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The ini docs/several-servers.md gives, with this test's addresses: its `[databases]` line names one
 * database, this one passes any (`*`), so one PgBouncer serves every database a test makes.
 */
function pgbouncerIni(server: URL, listenPort: number, poolSize: number, authFile: string, user: string): string {
  return `[databases]
* = host=${server.hostname} port=${server.port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${listenPort}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = ${authFile}
pool_mode = transaction
max_client_conn = 500
default_pool_size = ${poolSize}
ignore_startup_parameters = statement_timeout
stats_users = ${user}
log_connections = 0
log_disconnections = 0
`;
}

/** Connects through PgBouncer and runs `select 1`, each bounded. */
async function answersThrough(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CHECK_WITHIN_MS, query_timeout: CHECK_WITHIN_MS });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts PgBouncer in front of the PostgreSQL server `databaseUrl` is on (its user and password must reach it). */
export async function startPgBouncer(databaseUrl: string, { poolSize = 5 } = {}): Promise<TestPgBouncer> {
  if (!existsSync(PGBOUNCER)) throw new Error(INSTALL_HINT);
  const server = new URL(databaseUrl);
  const folder = mkdtempSync(path.join(tmpdir(), 'pontiac-pgbouncer-'));
  const authFile = path.join(folder, 'userlist.txt');
  const iniFile = path.join(folder, 'pgbouncer.ini');
  const port = await freePort();
  // The plain password: PgBouncer checks the app's with SCRAM and logs in to PostgreSQL with it.
  const user = decodeURIComponent(server.username);
  writeFileSync(authFile, `"${user}" "${decodeURIComponent(server.password)}"\n`);
  writeFileSync(iniFile, pgbouncerIni(server, port, poolSize, authFile, user));
  // PgBouncer refuses to run as root: as root (CI), it drops to `nobody`, which must read its files.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) for (const file of [folder, authFile, iniFile]) chmodSync(file, file === folder ? 0o755 : 0o644);
  const pgbouncer = spawnWatched(PGBOUNCER, [...(asRoot ? ['-u', 'nobody'] : []), iniFile]);
  const stop = async () => {
    // SIGINT: PgBouncer's safe shutdown (waits for transactions in flight); killed if that takes too long.
    await pgbouncer.stop('SIGINT', STOP_WITHIN_MS);
    rmSync(folder, { recursive: true, force: true });
  };
  const via = (url: string) => {
    const pooled = new URL(url);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(port);
    return pooled.toString();
  };
  const transactions = async (url: string) => {
    // The console speaks only the simple query protocol: a query without parameters.
    const pgbouncerConsole = new pg.Client({
      connectionString: withDatabase(via(url), 'pgbouncer'),
      connectionTimeoutMillis: CHECK_WITHIN_MS,
      query_timeout: CHECK_WITHIN_MS,
    });
    await pgbouncerConsole.connect();
    try {
      const { rows } = await pgbouncerConsole.query<{ database: string; total_xact_count: string }>('show stats');
      const name = new URL(url).pathname.slice(1);
      return Number(rows.find((row) => row.database === name)?.total_xact_count ?? 0);
    } finally {
      await pgbouncerConsole.end();
    }
  };
  try {
    await untilAnswering(pgbouncer, { name: 'PgBouncer', withinMs: READY_WITHIN_MS }, () => answersThrough(via(databaseUrl)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { via, transactions, poolSize, output: pgbouncer.output, stop };
}
