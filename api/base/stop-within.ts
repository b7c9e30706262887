import type { FastifyBaseLogger } from 'fastify';

/** How long one piece of background work may take to stop as the server closes. */
export const STOP_STEP_MS = 5_000;

/**
 * Stops one piece of background work as the server closes (`onClose`), giving up on it after `ms` with a warning
 * that names it: a connection a database outage left waiting must not keep the process from exiting, nor the next
 * step (the database pool's close) from running.
 */
export async function stopWithin(
  log: Pick<FastifyBaseLogger, 'warn'>,
  what: string,
  stop: () => Promise<unknown>,
  ms = STOP_STEP_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const outcome = await Promise.race([stop().then(() => 'stopped' as const), late]);
    if (outcome === 'late') log.warn(`${what} did not stop within ${ms} ms of closing: left behind`);
  } finally {
    clearTimeout(timer);
  }
}
