import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SHUTDOWN_LINGER_MS } from '../base/config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the process has been asked to stop: /api/ready answers 503 so the load balancer sends no more. */
    draining: boolean;
  }
}

/** How long requests in flight may take to finish once a server is asked to stop; then their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_CHECK_MS = 50;

export function registerDraining(app: FastifyInstance) {
  app.decorate('draining', false);
  // A request already running when the stop began is answered with `Connection: close` too (see stopServer).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

export interface StopOptions {
  /** Bound on the requests in flight once connections are no longer taken. */
  graceMs?: number;
  /** Time first spent answering as usual, but not ready and closing each connection after its answer. */
  lingerMs?: number;
  /**
   * Closes the server's other handles on its port, if any (extra-acceptors.ts); resolves once the connections they
   * accepted have ended. Those are closed like the server's own, and waited for before the app's close hooks run.
   */
  stopAccepting?: () => Promise<void>;
}

/**
 * Stops a server the way a rolling restart needs. Readiness says 503 at once, and every answer from then on closes
 * its connection (`Connection: close`). For `lingerMs` the server still takes connections, so the load balancer
 * sees it not ready and clients busy on a keep-alive connection learn to leave it, instead of having it closed under
 * their next request. Then it stops taking connections; requests in flight get their answers (at most `graceMs`;
 * idle keep-alive connections close at once, and a request that still arrives on an open one is answered), then
 * `onClose` stops the background work (housekeeping, the card-copy backfill, LISTEN) before the caller closes the
 * database pool. Answers false when it had to cut requests.
 */
export async function stopServer(
  app: FastifyInstance,
  { graceMs = SHUTDOWN_GRACE_MS, lingerMs = DEFAULT_SHUTDOWN_LINGER_MS, stopAccepting }: StopOptions = {},
): Promise<boolean> {
  app.draining = true;
  // Before the answer's own listener (the read cache's or Fastify's), so every answer carries it; the requests
  // already in Fastify get it from the onSend hook above.
  const closeAfterAnswer = (_request: IncomingMessage, response: ServerResponse) => response.setHeader('Connection', 'close');
  app.server.prependListener('request', closeAfterAnswer);
  try {
    if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
    return await closeWithin(app, graceMs, stopAccepting);
  } finally {
    app.server.off('request', closeAfterAnswer);
  }
}

async function closeWithin(app: FastifyInstance, graceMs: number, stopAccepting?: () => Promise<void>): Promise<boolean> {
  let cut = false;
  // A connection whose request has been answered would otherwise stay open for its keep-alive time (5 s).
  const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS);
  const deadline = setTimeout(() => {
    cut = true;
    app.log.warn(`requests still running after ${graceMs} ms of shutting down: closing their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await stopAccepting?.();
    await app.close();
  } finally {
    clearTimeout(deadline);
    clearInterval(idle);
  }
  return !cut;
}
