import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addExtraAcceptors, type ExtraAcceptors } from './extra-acceptors';

let server: Server | undefined;
let acceptors: ExtraAcceptors | undefined;
afterEach(async () => {
  const closing = acceptors?.close();
  const started = server;
  if (!started) return;
  started.closeAllConnections();
  await new Promise((resolve) => started.close(resolve));
  await closing;
});

async function listening(): Promise<{ server: Server; port: number }> {
  const started = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  server = started;
  return { server: started, port: (started.address() as AddressInfo).port };
}

const get = (port: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });

/** Holds the event loop, as a busy server's turn does, while the kernel completes the connections begun before. */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('extra handles on the listening socket', () => {
  it('take part of a burst of new connections, each served by the server', async () => {
    const { server: started, port } = await listening();
    acceptors = await addExtraAcceptors(started, 3);
    expect(acceptors.count).toBe(3);

    const answers = Promise.all(Array.from({ length: 40 }, () => get(port)));
    // The connections queue in the kernel meanwhile; the next turn accepts one on each of the four handles.
    setImmediate(() => busyFor(200));
    expect(await answers).toEqual(Array.from({ length: 40 }, () => ({ status: 200, body: 'ok' })));
    expect(acceptors.accepted()).toBeGreaterThan(0);
  });

  it('once closed, leave every new connection to the server', async () => {
    const { server: started, port } = await listening();
    acceptors = await addExtraAcceptors(started, 2);
    await acceptors.close();
    const before = acceptors.accepted();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(port)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(acceptors.accepted()).toBe(before);
  });
});
