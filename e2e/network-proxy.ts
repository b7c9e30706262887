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
 * Whatever the condition, one request can be answered by the proxy itself (answerNext), and every request that goes
 * through is logged with the time it arrived (requests).
 */
export type NetworkCondition = 'normal' | 'offline' | 'lie-fi' | 'slow' | 'flaky';

/** A request that went through the proxy (not cut or held), when it arrived. */
export interface ProxiedRequest {
  method: string;
  path: string;
  at: number;
}

/** An answer the proxy gives in the app's stead, once (a server that is busy for a moment). */
export interface CannedAnswer {
  status: number;
  headers?: Record<string, string>;
}

export interface NetworkProxy {
  url: string;
  set(condition: NetworkCondition): void;
  /** The next request of `method path` (path without its query) is answered with `answer`, not by the app. */
  answerNext(method: string, path: string, answer: CannedAnswer): void;
  /** Every request that went through so far, in the order they arrived. */
  requests(): readonly ProxiedRequest[];
  close(): Promise<void>;
}

export async function startNetworkProxy({ upstream, port, slowMs = 2_500 }: { upstream: string; port: number; slowMs?: number }) {
  const target = new URL(upstream);
  let condition: NetworkCondition = 'normal';
  let apiRequests = 0;
  const held = new Set<Socket>();
  const passed: ProxiedRequest[] = [];
  const canned = new Map<string, CannedAnswer>();

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
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    passed.push({ method, path, at: Date.now() });
    const answer = canned.get(`${method} ${path}`);
    if (answer) {
      canned.delete(`${method} ${path}`);
      request.resume();
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify({ message: http.STATUS_CODES[answer.status] ?? 'No' }));
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
    answerNext(method: string, path: string, answer: CannedAnswer) {
      canned.set(`${method} ${path}`, answer);
    },
    requests: () => [...passed],
    async close() {
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  } satisfies NetworkProxy;
}
