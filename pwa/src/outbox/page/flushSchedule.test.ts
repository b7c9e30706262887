import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity } from '@/network/connectivity';
import { RETURN_SPREAD_MS } from '@shared/offline/retry-timing';
import { fakeApi, ME } from '@/outbox/testing/fakeApi';
import { rows } from '@/outbox/testing/memoryOutboxDb';
import type { Write } from '@/outbox/types';

vi.mock('@/outbox/outboxDb', () => import('@/outbox/testing/memoryOutboxDb').then((module) => module.memoryOutboxDb));

const { flushEveryWriter } = await import('@/outbox/flushOutbox');
const { queueWrite } = await import('@/outbox/queueWrite');
const { scheduleFlushes } = await import('./flushSchedule');

const POST = '44444444-4444-4444-8444-444444444444';
const comment = (body: string): Write => ({ kind: 'comment', postId: POST, payload: { id: crypto.randomUUID(), body, parentId: null } });

let api = fakeApi();

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  vi.useFakeTimers();
  rows.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The page's connectivity (connectivity.ts) with a browser whose `online` event the test fires, and whose probe of
 * the server answers; its return wired to the schedule as the page wires it (startOutboxSync.ts).
 */
function phone(draw: number) {
  const browserEvents = new Map<string, () => void>();
  const connectivity = createConnectivity({
    navigator: { onLine: true },
    addEventListener: (type, listener) => void browserEvents.set(type, listener),
    probe: async () => true,
    schedule: (callback, ms) => {
      const timer = setTimeout(callback, ms);
      return () => clearTimeout(timer);
    },
  });
  const flushes: Array<Promise<unknown>> = [];
  const schedule = scheduleFlushes(
    () => void flushes.push(flushEveryWriter()),
    () => draw,
  );
  connectivity.onReconnect(schedule.returned);
  return { connectivity, schedule, flushes, fire: (type: 'online' | 'offline') => browserEvents.get(type)?.() };
}

describe('scheduleFlushes: the writes queued without signal, when it returns', () => {
  it('a burst of writes is not sent when `online` fires, only once the phone’s random delay has passed, then each once', async () => {
    const { fire, flushes } = phone(0.5);
    fire('offline');
    for (const body of ['One', 'Two', 'Three']) await queueWrite(comment(body), { id: ME, name: 'Ann' });

    fire('online');
    // The probe answers: the server is reachable again.
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(RETURN_SPREAD_MS / 2 - 1);
    expect(flushes).toHaveLength(0);
    expect(api.calls).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(flushes);
    expect(api.calls).toEqual(Array.from({ length: 3 }, () => `POST /api/posts/${POST}/comments`));
    expect(api.stored).toHaveLength(3);
    expect(rows.size).toBe(0);
  });

  it('another phone with another draw sends at another moment within the window', async () => {
    const early = phone(0.1);
    const late = phone(0.9);
    for (const each of [early, late]) each.schedule.returned();

    await vi.advanceTimersByTimeAsync(RETURN_SPREAD_MS * 0.1);
    expect([early.flushes.length, late.flushes.length]).toEqual([1, 0]);
    await vi.advanceTimersByTimeAsync(RETURN_SPREAD_MS * 0.8);
    expect([early.flushes.length, late.flushes.length]).toEqual([1, 1]);
    await Promise.all([...early.flushes, ...late.flushes]);
  });

  it('returns in quick succession (online, then a request answered) ask for one send, not one each', async () => {
    const { schedule, flushes } = phone(0.5);
    schedule.returned();
    await vi.advanceTimersByTimeAsync(100);
    schedule.returned();
    await vi.advanceTimersByTimeAsync(RETURN_SPREAD_MS);
    expect(flushes).toHaveLength(1);
    await Promise.all(flushes);
  });

  it('a write backing off is asked for when it is due, not before', async () => {
    const { schedule, flushes } = phone(0.5);
    schedule.dueAt(Date.now() + 2_000);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(flushes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(flushes).toHaveLength(1);
    await Promise.all(flushes);
  });
});
