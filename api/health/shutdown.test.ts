import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFromErrorBody } from '../../shared/http/error';
import { createTestApp, type TestContext } from '../test/test-app';
import { NOT_READY_MESSAGES } from './routes';
import { stopServer } from './shutdown';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A second server of the test's database, listening on a free port as a real process would. */
async function listeningServer() {
  const server = await ctx.anotherServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return { ...server, port: address.port };
}

/** A sign-in whose body is sent only in part: a request in flight until `finish()` sends the rest. */
function halfSentSignIn(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
  const headers = { 'content-type': 'application/json', 'content-length': body.length };
  const sent: ClientRequest = request({ port, host: '127.0.0.1', method: 'POST', path: '/api/auth/login', headers });
  const answer = new Promise<{ statusCode: number | undefined; connection: string | undefined; text: string }>((resolve, reject) => {
    sent.on('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ statusCode: response.statusCode, connection: response.headers.connection, text }));
      response.on('error', reject);
    });
    sent.on('error', reject);
  });
  sent.write(body.slice(0, 10));
  return { answer, finish: () => sent.end(body.slice(10)) };
}

/** A GET on a connection of its own, kept alive unless the server says otherwise. */
const httpGet = (port: number, path: string) =>
  new Promise<{ statusCode: number | undefined; connection: string | undefined; text: string }>((resolve, reject) => {
    const sent = request({ port, host: '127.0.0.1', path, headers: { connection: 'keep-alive' } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ statusCode: response.statusCode, connection: response.headers.connection, text }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });

const connections = (server: { app: { server: { getConnections(callback: (error: Error | null, count: number) => void): void } } }) =>
  new Promise<number>((resolve) => server.app.server.getConnections((_error, count) => resolve(count)));

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('stopping a server (SIGTERM)', () => {
  it('says not ready, takes no new connection and still answers the request in flight', async () => {
    const server = await listeningServer();
    try {
      // In flight once its headers have reached the server (a busy machine may parse them after the stop began).
      const arrived = new Promise((resolve) => server.app.server.once('request', resolve));
      const inFlight = halfSentSignIn(server.port);
      await arrived;

      const stopped = stopServer(server.app, { lingerMs: 0 });
      expect(server.app.draining).toBe(true);
      const ready = await server.api.get('/api/ready');
      expect([ready.statusCode, ready.json()]).toEqual([503, { message: NOT_READY_MESSAGES.draining }]);
      await expect.poll(() => refusesConnections(server.port)).toBe(true);

      inFlight.finish();
      const answer = await inFlight.answer;
      // The sign-in ran to its end: wrong credentials, not a cut connection or a 503; the client is told to leave.
      expect(answer.statusCode).toBe(401);
      expect(answer.connection).toBe('close');
      expect(messageFromErrorBody(answer.text)).toEqual(expect.any(String));
      await expect(stopped).resolves.toBe(true);
    } finally {
      await server.close();
    }
  });

  it('lingers first: still answers and takes connections, not ready, each answer closing its connection; then refuses connections', async () => {
    const server = await listeningServer();
    try {
      const lingerMs = 1_500;
      const startedAt = Date.now();
      const stopped = stopServer(server.app, { lingerMs });
      // A client that goes on sending is answered, and told to leave the connection.
      const health = await httpGet(server.port, '/api/health');
      expect([health.statusCode, health.connection]).toEqual([200, 'close']);
      const ready = await httpGet(server.port, '/api/ready');
      expect([ready.statusCode, ready.connection]).toEqual([503, 'close']);
      expect(messageFromErrorBody(ready.text)).toBe(NOT_READY_MESSAGES.draining);
      await expect.poll(() => refusesConnections(server.port), { timeout: 10_000 }).toBe(true);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(lingerMs);
      await expect(stopped).resolves.toBe(true);
    } finally {
      await server.close();
    }
  });

  it('answers a connection it took just before stopping, whose request comes after (never cut as idle)', async () => {
    const server = await listeningServer();
    try {
      const socket = connect(server.port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const ended = new Promise<string>((resolve) => {
        socket.once('close', () => resolve('closed'));
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      await expect.poll(() => connections(server)).toBe(1);

      const stopped = stopServer(server.app, { lingerMs: 0 });
      await expect.poll(() => refusesConnections(server.port)).toBe(true);
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(await ended).toBe('closed');
      // Answered, and told to close: a request that reaches a stopping server is served, not refused.
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
      expect(received).toContain('{"status":"ok"}');
      expect(received.toLowerCase()).toContain('connection: close');
      await expect(stopped).resolves.toBe(true);
    } finally {
      await server.close();
    }
  });

  it('gives a request that never finishes a bounded time, then closes its connection', async () => {
    const server = await listeningServer();
    try {
      const stuck = halfSentSignIn(server.port);
      const outcome = stuck.answer.then(
        () => 'answered',
        () => 'cut',
      );
      await expect.poll(() => connections(server)).toBe(1);
      const started = Date.now();
      await expect(stopServer(server.app, { graceMs: 300, lingerMs: 0 })).resolves.toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await outcome).toBe('cut');
    } finally {
      await server.close();
    }
  });
});
