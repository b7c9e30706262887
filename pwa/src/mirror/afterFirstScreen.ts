/** Longest wait for an idle moment once the page has loaded: on a busy page the work still runs. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `work` once the page has loaded and the browser is idle (or after IDLE_TIMEOUT_MS), so background work
 * never competes with the first screen for the network or the main thread. Returns the cancel.
 */
export function afterFirstScreen(work: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    // Safari has no requestIdleCallback: a short timeout after load is the next best thing.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(work, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
