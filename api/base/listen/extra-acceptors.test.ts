import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** Node's own queue of connections not yet accepted, when listen is given none. */
const NODE_BACKLOG = 511;

async function listening(backlog = NODE_BACKLOG): Promise<{ server: Server; port: number }> {
  const started = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => started.listen({ port: 0, host: '127.0.0.1', backlog }, resolve));
  server = started;
  return { server: started, port: (started.address() as AddressInfo).port };
}

/** One request on a connection of its own; an answer not complete within `timeoutMs` rejects. */
const get = (port: number, timeoutMs = 10_000) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.setTimeout(timeoutMs, () => sent.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    sent.on('error', reject);
    sent.end();
  });

/** The queue the kernel keeps for the socket listening on `port` (what `ss` shows as a listener's Send-Q). */
function kernelBacklog(port: number): number {
  const [line = ''] = execFileSync('ss', ['-ltnH', `sport = :${port}`])
    .toString()
    .trim()
    .split('\n');
  return Number(line.trim().split(/\s+/)[2]);
}

/** Holds the event loop, as a busy server's turn does, while the kernel completes the connections begun before. */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('extra handles on the listening socket', () => {
  it('take part of a burst of new connections, each served by the server', async () => {
    const { server: started, port } = await listening();
    acceptors = await addExtraAcceptors(started, { backlog: NODE_BACKLOG, count: 3 });
    expect(acceptors.count).toBe(3);

    const answers = Promise.all(Array.from({ length: 40 }, () => get(port)));
    // The connections queue in the kernel meanwhile; the next turn accepts one on each of the four handles.
    setImmediate(() => busyFor(200));
    expect(await answers).toEqual(Array.from({ length: 40 }, () => ({ status: 200, body: 'ok' })));
    expect(acceptors.accepted()).toBeGreaterThan(0);
  });

  it('once closed, leave every new connection to the server', async () => {
    const { server: started, port } = await listening();
    acceptors = await addExtraAcceptors(started, { backlog: NODE_BACKLOG, count: 2 });
    await acceptors.close();
    const before = acceptors.accepted();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(port)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(acceptors.accepted()).toBe(before);
  });

  it('answer every connection made while they are being added: the process copying the socket accepts none', async () => {
    const { server: started, port } = await listening();
    const answers: Array<Promise<{ status: number; body: string }>> = [];
    let adding = true;
    // Twenty connections at a time, one after another, from before the copying starts until it is done.
    const clients = Array.from({ length: 20 }, async () => {
      while (adding) {
        const answer = get(port, 5_000);
        answers.push(answer);
        await answer.catch(() => undefined);
      }
    });
    acceptors = await addExtraAcceptors(started, { backlog: NODE_BACKLOG });
    adding = false;
    await Promise.all(clients);
    const settled = await Promise.allSettled(answers);
    const unanswered = settled.filter((answer) => answer.status === 'rejected').map((answer) => String(answer.reason));
    expect(unanswered).toEqual([]);
    expect(settled.length).toBeGreaterThan(20);
  });

  it("leave the listening socket the server's queue of connections not yet accepted", async () => {
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    const backlog = Math.min(2_048, somaxconn);
    const { server: started, port } = await listening(backlog);
    expect(kernelBacklog(port)).toBe(backlog);
    acceptors = await addExtraAcceptors(started, { backlog });
    expect(acceptors.count).toBe(7);
    expect(kernelBacklog(port)).toBe(backlog);
  });
});
