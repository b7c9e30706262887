import { healthResources } from 'virtual:declared-paths';
import { createConnectivity } from './connectivity';

/** How long a probe of the server may take before it counts as no answer. */
const PROBE_TIMEOUT_MS = 4_000;
/** A GET with no answer after this long makes the app doubt the connection (lie-fi). */
export const UNANSWERED_AFTER_MS = 5_000;

/** The build's prerender runs in Node (app/prerender.tsx), where there is no window: the app counts as online there. */
const browser = typeof window === 'undefined' ? undefined : window;

/** The page's one view of whether the server can be reached (see connectivity.ts). */
export const connectivity = createConnectivity({
  navigator: browser?.navigator ?? { onLine: true },
  addEventListener: (type, listener) => browser?.addEventListener(type, listener),
  probe: async () => {
    try {
      await fetch(healthResources.alive, { cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      return true;
    } catch {
      return false;
    }
  },
  schedule: (callback, ms) => {
    const handle = window.setTimeout(callback, ms);
    return () => window.clearTimeout(handle);
  },
});

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * fetch that tells `connectivity` what happened: an answer (any status) means reachable; a failure, or a
 * read still unanswered after UNANSWERED_AFTER_MS, means not. Writes are not timed: a large upload on a
 * slow link is slow, not lost.
 */
export async function trackedFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const isRead = (init.method ?? 'GET').toUpperCase() === 'GET';
  const timer = isRead ? window.setTimeout(() => connectivity.reportUnanswered(), UNANSWERED_AFTER_MS) : undefined;
  try {
    const response = await fetch(input, init);
    connectivity.reportAnswered();
    return response;
  } catch (error) {
    if (!isAbort(error)) connectivity.reportUnanswered();
    throw error;
  } finally {
    window.clearTimeout(timer);
  }
}
