import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../test/http';
import { runningPostgresPid } from './cluster-owner';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pontiac-restart-'));
const servers: ChildProcess[] = [];

/** `npm start`'s server in a process of its own (no tsx wrapper process, so kill -9 hits the server itself). */
function startServer(): Promise<{ server: ChildProcess; baseUrl: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', WEB_ROOT: path.join(dataDir, 'no-web-app'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(server);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/localhost:\d+)/.exec(output);
      if (ready?.[1]) resolve({ server, baseUrl: ready[1] });
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const stopped = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve();
    else server.once('exit', () => resolve());
  });

afterAll(async () => {
  for (const server of servers) {
    server.kill('SIGTERM');
    await stopped(server);
  }
  const orphan = runningPostgresPid(path.join(dataDir, 'postgres'));
  if (orphan !== undefined) process.kill(orphan, 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed with kill -9', () => {
  it('starts again on the same data folder, stopping the PostgreSQL it left behind, with every acknowledged write kept', async () => {
    const first = await startServer();
    const account = newAccount('Kept Through A Crash');
    const registered = await fetch(`${first.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);

    first.server.kill('SIGKILL');
    await stopped(first.server);
    // What the crash left: its PostgreSQL, still running.
    expect(runningPostgresPid(path.join(dataDir, 'postgres'))).toBeDefined();

    const second = await startServer();
    const signIn = await fetch(`${second.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ name: 'Kept Through A Crash' });
  }, 180_000);
});
