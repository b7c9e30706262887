/** Tests only: a second server listening on a real socket, where answers may be sent ready (ready-answers.ts). */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { capturedLog } from '../../test/captured-log';
import { untilCachesListen, type TestContext } from '../../test/test-app';
import { READY_ANSWER_LOG_MESSAGE } from './ready-answers';

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * Starts another server on `ctx`'s database on an ephemeral port of 127.0.0.1 (ready answers are sent from the HTTP
 * server's request event, which `inject` never reaches), logging at info so a test can tell which way each went.
 */
export async function listeningServer(ctx: TestContext) {
  const log = capturedLog();
  const server = await ctx.anotherServer({ logger: log.logger });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server listens on no port');
  const origin = `http://127.0.0.1:${address.port}`;
  await untilCachesListen(ctx.app, server.app);

  /** One request as a browser or a phone sends it, with the bytes exactly as they came. */
  const send = (method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const sent = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      sent.on('error', reject);
      sent.end();
    });

  return {
    ...server,
    log,
    send,
    get: (path: string, headers?: Record<string, string>) => send('GET', path, headers),
    /** Which way the answers to `path` went since `from` log lines: through Fastify's hooks, or sent ready. */
    waysSince(from: number, path: string) {
      const lines = log.entries().slice(from);
      const forPath = (line: Record<string, unknown>) => (line.req as { url?: string } | undefined)?.url === path;
      return {
        throughFastify: lines.filter((line) => line.msg === 'incoming request' && forPath(line)).length,
        ready: lines.filter((line) => line.msg === READY_ANSWER_LOG_MESSAGE && forPath(line)).length,
      };
    },
  };
}
