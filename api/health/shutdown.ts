import type { FastifyInstance } from 'fastify';

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
}

/**
 * Stops a server the way a rolling restart needs: readiness says 503 at once, the server stops taking connections,
 * requests in flight get their answers (at most `graceMs`; idle keep-alive connections close at once and requests
 * that still arrive on open ones get 503), then `onClose` stops the background work (housekeeping, the card-copy
 * backfill, LISTEN) before the caller closes the database pool. Answers false when it had to cut requests.
 */
export async function stopServer(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<boolean> {
  app.draining = true;
  let cut = false;
  // A connection whose request has been answered would otherwise stay open for its keep-alive time (5 s).
  const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS);
  const deadline = setTimeout(() => {
    cut = true;
    app.log.warn(`requests still running after ${graceMs} ms of shutting down: closing their connections`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
    clearInterval(idle);
  }
  return !cut;
}
