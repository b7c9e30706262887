// The site bench/crowd.mjs runs against: the data folder's embedded PostgreSQL (started by the bench, so that one or
// two app servers share it), and either one app server or, with `servers: 2`, two behind HAProxy
// (docs/several-servers.md: checks by /api/ready, redispatch and retry-on) with PgBouncer in transaction mode between
// them and PostgreSQL. Every process listens on 127.0.0.1 only; each app server serves its Prometheus metrics on a
// port of its own, read by scrapeMetrics.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSiteDatabase } from '../api/base/db/site-database.ts';
import { startPgBouncer } from '../api/test/pgbouncer.ts';
import { ROOT } from './server.mjs';

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
/** PgBouncer's connections to PostgreSQL: the two servers' pools (10 each) fit without waiting on the pooler. */
const PGBOUNCER_POOL = 20;
/** The same secret for every server, and on every run, so the sessions the bench made stay valid. */
export const CROWD_SESSION_SECRET = 'bench-crowd-session-secret-0123456789abcdef';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilReady(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} stopped with ${child.exitCode} before it was ready`);
    const ready = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await pause(250);
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill(signal);
  });
}

/** One app server as docs/several-servers.md starts it (`node --import tsx api/server.ts`, so SIGTERM reaches the server). */
async function startAppServer({ databaseUrl, listenUrl, dataDir }) {
  const port = await freePort();
  const metricsPort = await freePort();
  // CROWD_CPU_PROF_DIR: each server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.CROWD_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CROWD_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_LISTEN_URL: listenUrl,
      SESSION_SECRET: CROWD_SESSION_SECRET,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SHUTDOWN_LINGER_MS: '0',
      // The API alone: no built PWA needed.
      WEB_ROOT: path.join(ROOT, 'dist/bench-api-no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilReady(`http://127.0.0.1:${port}/api/ready`, child);
  return { port, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, pid: child.pid, stop: () => stopChild(child) };
}

/**
 * docs/several-servers.md's HAProxy configuration with these addresses, and room for every phone's two connections (each takes a
 * descriptor towards the phone and one towards a server: 9,000 fit the 20,000 descriptors this machine allows).
 */
const haproxyConfig = (port, servers) => `global
    maxconn 9000

defaults
    mode http
    maxconn 9000
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout queue 10s
    option forwardfor
    option redispatch
    retries 2
    retry-on conn-failure empty-response response-timeout 503

frontend pontiac
    # HAProxy's own 503s (no server up, a queue too long) say when to come back, as the app's do, spread over 2–6 s.
    http-after-response set-header Retry-After %[rand(5),add(2)] if { status 503 } !{ res.hdr(retry-after) -m found }
    bind 127.0.0.1:${port}
    # A request with no cookie is a visitor's read of a public page, which the servers answer from memory: it goes
    # ahead of the members' requests in the queue, which may write and wait on the database.
    http-request set-priority-class int(-1) if !{ req.hdr(cookie) -m found }
    # Streams stay open as long as a page: they must not take the few connections the other requests share.
    use_backend pontiac_streams if { path_end /stream }
    default_backend pontiac_app

backend pontiac_app
    balance roundrobin
    option httpchk
    http-check send meth GET uri /api/ready
    http-check expect status 200
    timeout check 3s
    # A few connections per server, kept and shared by every phone's requests: a crowd's thousands of new
    # connections wait in HAProxy's queue, not in the server's, which a busy Node process accepts slowly.
    http-reuse always
    default-server check inter 1s fall 3 rise 2 maxconn 48
${servers.map((server, i) => `    server app${i} 127.0.0.1:${server.port}`).join('\n')}

backend pontiac_streams
    balance leastconn
${servers.map((server, i) => `    server app${i} 127.0.0.1:${server.port} track pontiac_app/app${i}`).join('\n')}
`;

async function startHaproxy(servers) {
  if (!existsSync(HAPROXY)) throw new Error(`CROWD_SERVERS=2 needs HAProxy at ${HAPROXY}: apt-get install -y haproxy`);
  const folder = mkdtempSync(path.join(tmpdir(), 'pontiac-crowd-haproxy-'));
  const port = await freePort();
  const configFile = path.join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(port, servers));
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  // Ready once both servers have passed their checks: the bench's first requests must not meet a server still down.
  await pause(3_000);
  await untilReady(`http://127.0.0.1:${port}/api/ready`, child, 30_000);
  return {
    port,
    stop: async () => {
      await stopChild(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The data folder's embedded PostgreSQL, started by the bench so that every app server can share it. */
export const startDatabase = (dataDir) => openSiteDatabase({ databaseUrl: undefined, dataDir });

/**
 * Starts `servers` (1 or 2) app processes on `databaseUrl` and answers the address the phones talk to (the server
 * itself, or HAProxy in front of two), the servers (their metrics) and a function that stops everything.
 */
export async function startSite({ databaseUrl, dataDir, servers }) {
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  };
  try {
    if (servers === 1) {
      const server = await startAppServer({ databaseUrl, listenUrl: databaseUrl, dataDir });
      stops.push(server.stop);
      return { baseURL: `http://127.0.0.1:${server.port}`, servers: [server], stop: stopAll };
    }
    const pgbouncer = await startPgBouncer(databaseUrl, { poolSize: PGBOUNCER_POOL });
    stops.push(() => pgbouncer.stop());
    const started = [];
    for (let i = 0; i < servers; i++) {
      // Each its own data folder (its files), one database: PgBouncer for queries, PostgreSQL itself for LISTEN.
      const own = path.join(dataDir, `server-${i}`);
      const server = await startAppServer({ databaseUrl: pgbouncer.via(databaseUrl), listenUrl: databaseUrl, dataDir: own });
      stops.push(server.stop);
      started.push(server);
    }
    const haproxy = await startHaproxy(started);
    stops.push(haproxy.stop);
    return { baseURL: `http://127.0.0.1:${haproxy.port}`, servers: started, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The figures bench/crowd.mjs reads from one server's /metrics: pool, event loop, memory. */
export async function scrapeMetrics(metricsUrl) {
  const text = await fetch(metricsUrl, { signal: AbortSignal.timeout(5_000) }).then((response) => response.text());
  const value = (pattern) => {
    const match = new RegExp(`^${pattern} ([0-9.e+-]+)$`, 'm').exec(text);
    return match ? Number(match[1]) : undefined;
  };
  return {
    poolInUse: value('db_pool_connections\\{state="in_use"\\}'),
    poolWaiting: value('db_pool_connections\\{state="waiting"\\}'),
    // prom-client resets the event loop histogram at each scrape: this p99 is the one since the last scrape.
    eventLoopP99Ms: (value('nodejs_eventloop_lag_p99_seconds') ?? NaN) * 1000,
    rssBytes: value('process_resident_memory_bytes'),
  };
}

/**
 * The server's own view of each route (its request-duration histogram, arrival to answer): count and the bucket
 * bound under which 99 % were answered. Beside the phones' figures it tells time in the server from time before it
 * (connecting, the phones' own event loop).
 */
export async function serverLatencies(metricsUrl) {
  const text = await fetch(metricsUrl, { signal: AbortSignal.timeout(5_000) }).then((response) => response.text());
  const routes = new Map();
  for (const match of text.matchAll(/^http_request_duration_seconds_bucket\{([^}]*)\} (\d+)$/gm)) {
    const labels = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    const route = `${labels.method} ${labels.route}`;
    const buckets = routes.get(route) ?? new Map();
    const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + Number(match[2]));
    routes.set(route, buckets);
  }
  return [...routes].map(([route, buckets]) => {
    const sorted = [...buckets].sort(([a], [b]) => a - b);
    const count = sorted.at(-1)?.[1] ?? 0;
    const p99Bound = sorted.find(([, cumulative]) => cumulative >= 0.99 * count)?.[0];
    return { route, count, p99Ms: p99Bound === undefined ? NaN : p99Bound * 1000 };
  });
}
