/**
 * Whether the app can reach its server, judged by what its requests actually do rather than by
 * navigator.onLine alone: after an offline reload Chromium reports onLine === true, and on lie-fi (one bar
 * that never answers) a phone says it is online too. The browser is believed when it says "offline";
 * otherwise a request that fails or gets no answer in time marks the server unreachable, and a cheap probe
 * with a timeout then asks again, backing off, until one answers.
 */

export interface ConnectivityEnv {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  /** Asks the server something cheap; true when any HTTP answer came back in time. */
  probe(): Promise<boolean>;
  /** Runs `callback` after `ms`; returns a cancel function. */
  schedule(callback: () => void, ms: number): () => void;
}

/** Plain function properties, not methods: they are handed around unbound (useSyncExternalStore, listeners). */
export interface Connectivity {
  isOnline: () => boolean;
  /** For useSyncExternalStore: called on every change of isOnline(). */
  subscribe: (listener: () => void) => () => void;
  /** Called once each time the server becomes reachable again after being unreachable. */
  onReconnect: (listener: () => void) => () => void;
  /** A request got an HTTP answer (any status): the server is reachable. */
  reportAnswered: () => void;
  /** A request failed without an answer, or got none in time. */
  reportUnanswered: () => void;
  /** Ask now (e.g. the browser says the connection is back); no-op while a probe is running. */
  check: () => void;
}

/** First wait before probing again; doubles after each failed probe up to the maximum. */
export const PROBE_FIRST_DELAY_MS = 2_000;
export const PROBE_MAX_DELAY_MS = 10_000;

export function createConnectivity(env: ConnectivityEnv): Connectivity {
  let reachable = true;
  let browserOffline = !env.navigator.onLine;
  let probing = false;
  let delay = PROBE_FIRST_DELAY_MS;
  let cancelTimer: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();

  const online = () => reachable && !browserOffline;
  const notify = (wasOnline: boolean) => {
    if (wasOnline === online()) return;
    for (const listener of [...listeners]) listener();
    if (online()) for (const listener of [...reconnectListeners]) listener();
  };

  const scheduleProbe = () => {
    if (cancelTimer) return;
    cancelTimer = env.schedule(() => {
      cancelTimer = null;
      check();
    }, delay);
    delay = Math.min(delay * 2, PROBE_MAX_DELAY_MS);
  };

  const setReachable = (value: boolean, { fromProbe = false } = {}) => {
    const wasOnline = online();
    reachable = value;
    // Only a probe sent after the browser said "offline" can overrule it (see reportAnswered).
    if (value && fromProbe) browserOffline = false;
    if (value) {
      delay = PROBE_FIRST_DELAY_MS;
      cancelTimer?.();
      cancelTimer = null;
    } else {
      scheduleProbe();
    }
    notify(wasOnline);
  };

  function check() {
    if (probing) return;
    probing = true;
    void env
      .probe()
      .catch(() => false)
      .then((answered) => {
        probing = false;
        setReachable(answered, { fromProbe: true });
      });
  }

  env.addEventListener('offline', () => {
    const wasOnline = online();
    browserOffline = true;
    notify(wasOnline);
  });
  env.addEventListener('online', () => {
    // The browser's word is not enough (lie-fi): believe it once a probe answers.
    check();
  });

  return {
    isOnline: online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReconnect: (listener) => {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    reportAnswered: () => {
      // A request sent before the browser said "offline" can still be answered after it: that says nothing
      // about the link now. If the browser meanwhile says online again, a probe settles it.
      if (browserOffline) {
        if (env.navigator.onLine) check();
        return;
      }
      if (!reachable) setReachable(true);
    },
    reportUnanswered: () => {
      if (reachable) setReachable(false);
    },
    check,
  };
}
