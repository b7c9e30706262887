// Starts the built app (API + PWA, one Fastify process) for a benchmark: a free port, a throw-away data folder
// with its own embedded PostgreSQL, stopped and removed afterwards. Shared by bench/pwa.mjs, bench/lighthouse.mjs,
// bench/api.mjs and bench/load.mjs; its demo seed by bench/forum.mjs and bench/show.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Chromium's flags for every benchmark: without them it keeps trying to reach Google services this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const ms = (value) => `${value.toFixed(0)} ms`;
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Seeds the demo data (`api/scripts/seed-demo.ts` with `args`) into `dataDir`; resolves with what `find` reads from
 * the script's output (the id the bench goes on with), and says what was `seeded` and how long it took.
 */
export function seedDemo(dataDir, { args = [], find, seeded }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['api/scripts/seed-demo.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      const found = find(output);
      if (code !== 0 || !found) return reject(new Error(`seed:demo failed (${code}): ${output}`));
      console.log(`${seeded} seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(found);
    });
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(baseURL, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in time');
}

function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** The parent pid of process `pid` (from /proc/<pid>/stat; the name in brackets may hold spaces), or undefined. */
function parentPid(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // gone, or not ours to read
  }
}

/** Resident memory of process `pid` in bytes (VmRSS in /proc/<pid>/status), or undefined when it is gone. */
export function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export const mb = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The pid of the app's own node process. withApp spawns `tsx`, a small node launcher whose child node process runs
 * api/server.ts (and is itself the parent of the embedded PostgreSQL). Falls back to the launcher's pid.
 */
export function appPid(launcherPid) {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentPid(pid) === launcherPid);
  const node = children.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('api/server.ts');
    } catch {
      return false;
    }
  });
  return node ?? children[0] ?? launcherPid;
}

/**
 * Runs `work(baseURL, { pid })` against a freshly started app (seeded reference data, no admin), then stops it.
 * `pid` is the app's node process (see appPid). `options.env` adds to or overrides the server's environment
 * (e.g. WEB_ROOT); `options.prepare(dataDir)` runs first on the data folder (e.g. to seed demo content).
 */
export async function withApp(work, options = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pontiac-bench-'));
  if (options.prepare) await options.prepare(dataDir);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['api/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const serverStart = performance.now();
    await waitForHealth(baseURL, server);
    console.log(`\nServer ready on :${port} in ${ms(performance.now() - serverStart)} (fresh data dir ${dataDir})`);
    return await work(baseURL, { pid: appPid(server.pid), dataDir });
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
