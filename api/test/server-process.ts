import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { newAccount } from './http';
import { spawnWatched, untilAnswering } from './watched-process';

/** Starting a process on a busy 2-core machine (tsx compiling, migrations checked under the lock) takes a while. */
const READY_WITHIN_MS = 120_000;
/** A readiness check left unanswered counts as not ready, as a load balancer's does: the next one is asked. */
const CHECK_WITHIN_MS = 5_000;
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = unknown>(): T;
}

/** Longer than any answer a test waits for; a request left unanswered then fails with its own name. */
const ANSWER_WITHIN_MS = 20_000;

/**
 * One request on a connection of its own (`Connection: close`), as a load balancer's health-checked hop would make
 * it: it resolves with the answer, or rejects with the socket's error (`ECONNREFUSED` when nothing listens) or once
 * `timeoutMs` (default 20 s) pass without a complete answer.
 */
export function httpRequest(
  port: number,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const raw =
    options.body === undefined ? undefined : Buffer.isBuffer(options.body) ? options.body : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string | number> = {
    connection: 'close',
    ...(raw && !Buffer.isBuffer(options.body) ? { 'content-type': 'application/json' } : {}),
    ...(raw ? { 'content-length': raw.length } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, json: <T>() => JSON.parse(body.toString()) as T });
      });
    });
    const { timeoutMs = ANSWER_WITHIN_MS } = options;
    sent.setTimeout(timeoutMs, () => sent.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)));
    sent.on('error', reject);
    sent.end(raw);
  });
}

/** The `sid=...` pair of an answer's Set-Cookie. */
export function sessionCookieOf(answer: HttpAnswer): string {
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('sid='));
  if (!cookie) throw new Error(`no session cookie in answer ${answer.status}: ${answer.body.toString()}`);
  return cookie.split(';', 1).join('');
}

export interface ServerProcess {
  port: number;
  /** Its output so far (the last lines), to explain a failure. */
  output(): string;
  /** Sends the signal (SIGKILL if it still runs 40 s later) and resolves with the exit code once it has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * `api/server.ts` as a real process (node with tsx, so signals reach the server itself) on a free loopback port with
 * `env` on top of this one's, resolved once its `/api/ready` answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawnWatched(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  try {
    await untilAnswering(server, { name: 'the server process', withinMs: READY_WITHIN_MS, intervalMs: 100 }, async () => {
      const answer = await httpRequest(port, 'GET', '/api/ready', { timeoutMs: CHECK_WITHIN_MS });
      return answer.status === 200;
    });
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return { port, output: server.output, stop: (signal) => server.stop(signal) };
}

/** Two servers of one site, as a load balancer sees them, and what they share (their data folders live in `dataDir`). */
export interface ServerPair {
  first: ServerProcess;
  second: ServerProcess;
  dataDir: string;
  /** Stops both (SIGTERM drains, SIGKILL does not) and removes their data folders. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * Starts two `api/server.ts` processes together, as a rolling deployment's first two would be (they migrate once,
 * under the lock), with `env` plus what every such test needs: one session secret, the admin account, a web root that
 * does not exist (the API alone) and sign-ups enough for members who all come from 127.0.0.1.
 */
export async function startServerPair(
  name: string,
  admin: { email: string; password: string },
  env: Record<string, string>,
): Promise<ServerPair> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pontiac-${name}-`));
  const shared = {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
    WEB_ROOT: path.join(dataDir, 'no-web-app'),
    ...env,
  };
  const started = await Promise.allSettled([
    startServerProcess({ ...shared, DATA_DIR: path.join(dataDir, 'first') }),
    startServerProcess({ ...shared, DATA_DIR: path.join(dataDir, 'second') }),
  ]);
  const [first, second] = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  if (!first || !second) {
    // The one that started is stopped, not left running after the test.
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    rmSync(dataDir, { recursive: true, force: true });
    throw started.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []))[0];
  }
  return {
    first,
    second,
    dataDir,
    async stop(signal) {
      await Promise.all([first.stop(signal), second.stop(signal)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a new member up on `server`; their session cookie. */
export async function signUpOn(server: ServerProcess): Promise<string> {
  const answer = await httpRequest(server.port, 'POST', '/api/auth/register', { body: newAccount() });
  if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.body.toString()}`);
  return sessionCookieOf(answer);
}
