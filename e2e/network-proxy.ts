import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * What the network between the browser and the app does. The browser talks to the app only through this
 * proxy, so every request is subject to it, the service worker's included (page-level routing and Chromium's
 * network emulation do not see those).
 * - `normal`: passes everything through.
 * - `offline`: every connection is cut at once (no answer, an error).
 * - `lie-fi`: requests are held and never answered (one bar that never loads anything).
 * - `slow`: every answer arrives `slowMs` late.
 * - `flaky`: every other /api/ request reaches the app, but its answer is lost on the way back.
 */
export type NetworkCondition = 'normal' | 'offline' | 'lie-fi' | 'slow' | 'flaky';

export interface NetworkProxy {
  url: string;
  set(condition: NetworkCondition): void;
  close(): Promise<void>;
}

export async function startNetworkProxy({ upstream, port, slowMs = 2_500 }: { upstream: string; port: number; slowMs?: number }) {
  const target = new URL(upstream);
  let condition: NetworkCondition = 'normal';
  let apiRequests = 0;
  const held = new Set<Socket>();

  const forward = (request: http.IncomingMessage, onAnswer: (answer: http.IncomingMessage) => void, onError: () => void) => {
    const outgoing = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      onAnswer,
    );
    outgoing.on('error', onError);
    request.pipe(outgoing);
  };

  const server = http.createServer((request, response) => {
    const cut = () => response.socket?.destroy();
    const isApi = request.url?.startsWith('/api/') ?? false;
    if (condition === 'offline') return cut();
    if (condition === 'lie-fi') {
      if (response.socket) held.add(response.socket);
      return;
    }
    const loseAnswer = condition === 'flaky' && isApi && (apiRequests += 1) % 2 === 0;
    const delayMs = condition === 'slow' ? slowMs : 0;
    forward(
      request,
      (answer) => {
        if (loseAnswer) {
          answer.resume();
          answer.on('end', cut);
          return;
        }
        setTimeout(() => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        }, delayMs);
      },
      cut,
    );
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));

  return {
    url: `http://localhost:${port}`,
    set(next: NetworkCondition) {
      condition = next;
      apiRequests = 0;
      // A link that comes back drops what it was holding: those requests fail and are sent again.
      for (const socket of held) socket.destroy();
      held.clear();
    },
    async close() {
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  } satisfies NetworkProxy;
}
