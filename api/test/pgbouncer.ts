import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '../base/db/embedded-postgres';
import { withDatabase } from './database-url';

/**
 * A real PgBouncer in transaction mode in front of the test PostgreSQL, as docs/several-servers.md
 * configures it: installed by `api/test/ensure-pgbouncer.mjs` (part of `npm test`), started on a free loopback port.
 */
const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';
const INSTALL_HINT = 'The pooler tests need PgBouncer: run `node api/test/ensure-pgbouncer.mjs` (or set PGBOUNCER_PATH).';
const READY_WITHIN_MS = 30_000;
const STOP_WITHIN_MS = 10_000;

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

async function untilAccepting(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PgBouncer stopped (${child.exitCode}): ${output()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    const answered = await client.connect().then(
      () => client.query('select 1').then(() => true),
      () => false,
    );
    await client.end().catch(() => undefined);
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`PgBouncer did not accept within ${READY_WITHIN_MS / 1000} s: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts PgBouncer in front of the PostgreSQL server `databaseUrl` is on (its user and password must reach it). */
export async function startPgBouncer(databaseUrl: string, { poolSize = 5 } = {}): Promise<TestPgBouncer> {
  if (!existsSync(PGBOUNCER)) throw new Error(INSTALL_HINT);
  const server = new URL(databaseUrl);
  const folder = mkdtempSync(path.join(tmpdir(), 'pontiac-pgbouncer-'));
  const authFile = path.join(folder, 'userlist.txt');
  const iniFile = path.join(folder, 'pgbouncer.ini');
  const port = await findFreePort();
  // The plain password: PgBouncer checks the app's with SCRAM and logs in to PostgreSQL with it.
  const user = decodeURIComponent(server.username);
  writeFileSync(authFile, `"${user}" "${decodeURIComponent(server.password)}"\n`);
  writeFileSync(iniFile, pgbouncerIni(server, port, poolSize, authFile, user));
  // PgBouncer refuses to run as root: as root (CI), it drops to `nobody`, which must read its files.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) for (const file of [folder, authFile, iniFile]) chmodSync(file, file === folder ? 0o755 : 0o644);
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'nobody'] : []), iniFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(`${error.message}\n`)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT: PgBouncer's safe shutdown (waits for transactions in flight); SIGTERM if that takes too long.
      child.kill('SIGINT');
      const late = setTimeout(() => child.kill('SIGTERM'), STOP_WITHIN_MS);
      await exited;
      clearTimeout(late);
    }
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
    const pgbouncerConsole = new pg.Client({ connectionString: withDatabase(via(url), 'pgbouncer') });
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
    await untilAccepting(via(databaseUrl), child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { via, transactions, poolSize, output: () => output, stop };
}
