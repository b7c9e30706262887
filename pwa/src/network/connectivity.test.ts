import { describe, expect, it, vi } from 'vitest';
import { PROBE_FIRST_DELAY_MS, PROBE_MAX_DELAY_MS, createConnectivity, type ConnectivityEnv } from './connectivity';

/** A browser with controllable navigator.onLine, events, probe answers and clock. */
function fakeBrowser({ onLine = true } = {}) {
  const target = new EventTarget();
  const timers: Array<{ at: number; callback: () => void }> = [];
  let now = 0;
  const probeAnswers: boolean[] = [];
  const env = {
    navigator: { onLine },
    addEventListener: (type: 'online' | 'offline', listener: () => void) => target.addEventListener(type, listener),
    probe: vi.fn(() => Promise.resolve(probeAnswers.shift() ?? false)),
    schedule: (callback: () => void, ms: number) => {
      const timer = { at: now + ms, callback };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  } satisfies ConnectivityEnv;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    env,
    answerNextProbe: (answered: boolean) => probeAnswers.push(answered),
    browserSays: (online: boolean) => {
      env.navigator.onLine = online;
      target.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
    /** Moves the clock on, running the timers that fall due, and lets the probes settle. */
    advance: async (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
      await flush();
    },
    pendingDelays: () => timers.map((timer) => timer.at - now),
    flush,
  };
}

describe('connectivity from reachability', () => {
  it('starts from the browser: online unless it says offline', () => {
    expect(createConnectivity(fakeBrowser().env).isOnline()).toBe(true);
    expect(createConnectivity(fakeBrowser({ onLine: false }).env).isOnline()).toBe(false);
  });

  it('goes offline on an unanswered request although the browser still says online, and back on the next answer', () => {
    const browser = fakeBrowser();
    const connectivity = createConnectivity(browser.env);
    const changes = vi.fn();
    const reconnects = vi.fn();
    connectivity.subscribe(changes);
    connectivity.onReconnect(reconnects);

    connectivity.reportUnanswered();
    expect(connectivity.isOnline()).toBe(false);
    connectivity.reportUnanswered();
    expect(changes).toHaveBeenCalledTimes(1);

    connectivity.reportAnswered();
    expect(connectivity.isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it('probes while the server is unreachable, backing off, and reconnects when a probe answers', async () => {
    const browser = fakeBrowser();
    const connectivity = createConnectivity(browser.env);
    const reconnects = vi.fn();
    connectivity.onReconnect(reconnects);

    connectivity.reportUnanswered();
    expect(browser.pendingDelays()).toEqual([PROBE_FIRST_DELAY_MS]);
    await browser.advance(PROBE_FIRST_DELAY_MS);
    expect(browser.env.probe).toHaveBeenCalledTimes(1);
    expect(connectivity.isOnline()).toBe(false);
    expect(browser.pendingDelays()).toEqual([PROBE_FIRST_DELAY_MS * 2]);

    await browser.advance(PROBE_FIRST_DELAY_MS * 2);
    await browser.advance(PROBE_FIRST_DELAY_MS * 4);
    expect(browser.pendingDelays()).toEqual([PROBE_MAX_DELAY_MS]);

    browser.answerNextProbe(true);
    await browser.advance(PROBE_MAX_DELAY_MS);
    expect(connectivity.isOnline()).toBe(true);
    expect(reconnects).toHaveBeenCalledTimes(1);
    expect(browser.pendingDelays()).toEqual([]);
  });

  it('believes the browser at once when it says offline, but waits for a probe when it says online again', async () => {
    const browser = fakeBrowser();
    const connectivity = createConnectivity(browser.env);
    const reconnects = vi.fn();
    connectivity.onReconnect(reconnects);

    browser.browserSays(false);
    expect(connectivity.isOnline()).toBe(false);

    // Lie-fi: the browser says online, the server does not answer.
    browser.answerNextProbe(false);
    browser.browserSays(true);
    await browser.flush();
    expect(connectivity.isOnline()).toBe(false);
    expect(reconnects).not.toHaveBeenCalled();

    browser.answerNextProbe(true);
    await browser.advance(PROBE_FIRST_DELAY_MS);
    expect(connectivity.isOnline()).toBe(true);
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it('keeps believing the browser\'s "offline" when a request sent earlier is answered late', async () => {
    const browser = fakeBrowser();
    const connectivity = createConnectivity(browser.env);
    browser.browserSays(false);
    connectivity.reportAnswered();
    expect(connectivity.isOnline()).toBe(false);
    expect(browser.env.probe).not.toHaveBeenCalled();

    // The browser says online again: the next answer (or probe) brings the app back.
    browser.answerNextProbe(true);
    browser.browserSays(true);
    await browser.flush();
    expect(connectivity.isOnline()).toBe(true);
  });

  it('counts a probe that throws as no answer', async () => {
    const browser = fakeBrowser();
    browser.env.probe.mockImplementationOnce(() => Promise.reject(new Error('boom')));
    const connectivity = createConnectivity(browser.env);
    connectivity.reportUnanswered();
    await browser.advance(PROBE_FIRST_DELAY_MS);
    expect(browser.env.probe).toHaveBeenCalledTimes(1);
    expect(connectivity.isOnline()).toBe(false);
  });
});
