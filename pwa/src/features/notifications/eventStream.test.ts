import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_BASE_MS, RETURN_SPREAD_MS } from '@shared/offline/retry-timing';
import { keepEventStreamOpen, type StreamEvent } from './eventStream';

const URL = '/api/notifications/unread-count/stream';

/**
 * The stream's server as the browser meets it: each open is answered by the next of `answers` (a body of events that
 * then ends, a status with its headers, or no answer at all), and the moment of each open is kept.
 */
function fakeStreamServer(answers: Array<{ events: string } | { status: number; headers?: Record<string, string> } | 'no answer'>) {
  const opens: number[] = [];
  const start = Date.now();
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe(URL);
    expect(new Headers(init.headers).get('Accept')).toBe('text/event-stream');
    opens.push(Date.now() - start);
    const answer = answers.shift() ?? 'no answer';
    if (answer === 'no answer') throw new TypeError('Failed to fetch');
    if ('events' in answer) return new Response(answer.events, { headers: { 'Content-Type': 'text/event-stream' } });
    return new Response(JSON.stringify({ message: 'No' }), { status: answer.status, headers: answer.headers });
  });
  return { fetch, opens };
}

let close = () => {};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A random source whose draw is always `value`. */
const always = (value: number) => () => value;

describe('keepEventStreamOpen: the unread count’s stream', () => {
  it('hands over each event, and when the stream breaks off reopens it after a random part of the return window', async () => {
    const server = fakeStreamServer([
      { events: ': keep-alive\n\nretry: 5000\n\nevent: count\ndata: {"count":3}\n\nevent: count\ndata: {"count":4}\n\n' },
      { events: 'event: count\r\ndata: {"count":5}\r\n\r\n' },
    ]);
    vi.stubGlobal('fetch', server.fetch);
    const events: StreamEvent[] = [];
    close = keepEventStreamOpen(URL, (event) => events.push(event), always(0.5));

    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      { type: 'count', data: '{"count":3}' },
      { type: 'count', data: '{"count":4}' },
    ]);
    await vi.advanceTimersByTimeAsync(RETURN_SPREAD_MS / 2 - 1);
    expect(server.opens).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.opens).toEqual([0, RETURN_SPREAD_MS / 2]);
    expect(events.at(-1)).toEqual({ type: 'count', data: '{"count":5}' });
  });

  it('failing again and again, waits a window that doubles each time (full jitter)', async () => {
    const server = fakeStreamServer([
      'no answer',
      'no answer',
      { status: 503 },
      'no answer',
      { events: 'event: count\ndata: {"count":1}\n\n' },
    ]);
    vi.stubGlobal('fetch', server.fetch);
    close = keepEventStreamOpen(URL, () => {}, always(0.5));

    await vi.advanceTimersByTimeAsync(60_000);

    const waits = server.opens.slice(1).map((at, index) => at - server.opens[index]!);
    // The first failure as a break-off (the return window), then half of 2, 4 and 8 base windows.
    expect(waits.slice(0, 4)).toEqual([RETURN_SPREAD_MS / 2, RETRY_BASE_MS, 2 * RETRY_BASE_MS, 4 * RETRY_BASE_MS]);
  });

  it('a 429 is not asked again before its Retry-After', async () => {
    const server = fakeStreamServer([{ status: 429, headers: { 'Retry-After': '30' } }, { events: '' }]);
    vi.stubGlobal('fetch', server.fetch);
    close = keepEventStreamOpen(URL, () => {}, always(0));

    await vi.advanceTimersByTimeAsync(29_999);
    expect(server.opens).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.opens).toEqual([0, 30_000]);
  });

  it('a refusal (signed out: 401) is not asked again; closing stops every reopening', async () => {
    const refused = fakeStreamServer([{ status: 401 }]);
    vi.stubGlobal('fetch', refused.fetch);
    close = keepEventStreamOpen(URL, () => {}, always(0));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(refused.opens).toEqual([0]);

    const dropping = fakeStreamServer([]);
    vi.stubGlobal('fetch', dropping.fetch);
    close = keepEventStreamOpen(URL, () => {}, always(0.5));
    await vi.advanceTimersByTimeAsync(0);
    close();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(dropping.opens).toEqual([0]);
  });
});
