import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../test/http';
import { spawnWatched, untilAnswering, type WatchedProcess } from '../../test/watched-process';
import { runningPostgresPid } from './cluster-owner';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pontiac-restart-'));
const servers: WatchedProcess[] = [];
/** A first start makes the cluster, migrates and seeds; a second stops the PostgreSQL the first left. */
const READY_WITHIN_MS = 75_000;
const ANSWER_WITHIN_MS = 20_000;

/** `npm start`'s server in a process of its own (no tsx wrapper process, so kill -9 hits the server itself). */
async function startServer(): Promise<{ server: WatchedProcess; baseUrl: string }> {
  const server = spawnWatched(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', WEB_ROOT: path.join(dataDir, 'no-web-app'), LOG_LEVEL: 'warn' },
    keepChars: 20_000,
  });
  servers.push(server);
  const readyAt = () => /ready at (http:\/\/localhost:\d+)/.exec(server.output())?.[1];
  await untilAnswering(server, { name: 'the server', withinMs: READY_WITHIN_MS }, async () => readyAt() !== undefined);
  return { server, baseUrl: readyAt() ?? '' };
}

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });

afterAll(async () => {
  for (const server of servers) await server.stop('SIGTERM', 20_000);
  const orphan = runningPostgresPid(path.join(dataDir, 'postgres'));
  if (orphan !== undefined) process.kill(orphan, 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed with kill -9', () => {
  it('starts again on the same data folder, stopping the PostgreSQL it left behind, with every acknowledged write kept', async () => {
    const first = await startServer();
    const account = newAccount('Kept Through A Crash');
    const registered = await postJson(`${first.baseUrl}/api/auth/register`, account);
    expect(registered.status).toBe(201);

    await first.server.stop('SIGKILL');
    // What the crash left: its PostgreSQL, still running.
    expect(runningPostgresPid(path.join(dataDir, 'postgres'))).toBeDefined();

    const second = await startServer();
    const signIn = await postJson(`${second.baseUrl}/api/auth/login`, { email: account.email, password: account.password });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ name: 'Kept Through A Crash' });
  }, 180_000);
});
