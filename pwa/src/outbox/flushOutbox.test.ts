import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_BASE_MS } from '@shared/offline/retry-timing';
import { eventWrite } from './kinds/event';
import { BOB, fakeApi, ME } from './testing/fakeApi';
import { rows } from './testing/memoryOutboxDb';
import type { Write, Writer } from './types';

vi.mock('@/outbox/outboxDb', () => import('@/outbox/testing/memoryOutboxDb').then((module) => module.memoryOutboxDb));

const { flushEveryWriter, flushOutbox } = await import('./flushOutbox');
const { queueWrite } = await import('./queueWrite');

const ann: Writer = { id: ME, name: 'Ann' };
const bob: Writer = { id: BOB, name: 'Bob' };
const POST = '44444444-4444-4444-8444-444444444444';
const THREAD = '33333333-3333-4333-8333-333333333333';

let api = fakeApi();
let clock = Date.UTC(2026, 10, 26, 12, 0, 0);

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  // Only the clock is fake (each write is queued a second after the one before); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  rows.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Moves the clock on by `ms`. */
function wait(ms: number) {
  clock += ms;
  vi.setSystemTime(clock);
}

/** Queues a write as the app does, a second after the previous one. */
async function queue(write: Write, writer: Writer = ann) {
  clock += 1000;
  vi.setSystemTime(clock);
  return queueWrite(write, writer);
}

const newEvent = (title: string, photoNames: string[] = []) =>
  eventWrite(
    { title, description: 'Cars and coffee', eventDate: '2030-06-01T10:00:00.000Z', location: 'Main St' },
    photoNames.map((name) => new File(['jpeg bytes'], name, { type: 'image/jpeg' })),
  );
const newPost = (title: string): Write => ({
  kind: 'post',
  payload: { id: crypto.randomUUID(), title, body: 'Body', communitySlug: 'firebird' },
  communityName: 'Firebird',
});
const newComment = (postId: string): Write => ({
  kind: 'comment',
  postId,
  payload: { id: crypto.randomUUID(), body: 'Nice', parentId: null },
});

describe('flushOutbox: one queue for every kind', () => {
  it('sends writes of every kind in the order they were made, each once, and reports each kind’s answer', async () => {
    const comment = await queue(newComment(POST));
    const event = await queue(newEvent('Swap meet'));
    const post = await queue(newPost('Found a 1969 GTO'));
    await queue({ kind: 'post-vote', postId: post.id, value: 1 });
    const message = await queue({ kind: 'message', threadId: THREAD, payload: { id: crypto.randomUUID(), body: 'Still for sale?' } });
    await queue({ kind: 'comment-vote', postId: POST, commentId: comment.id, value: -1 });

    const result = await flushOutbox({ memberId: ME });

    expect(api.calls).toEqual([
      `POST /api/posts/${POST}/comments`,
      'POST /api/events',
      'POST /api/posts',
      `PUT /api/posts/${post.id}/vote`,
      `POST /api/messages/threads/${THREAD}`,
      `PUT /api/comments/${comment.id}/vote`,
    ]);
    expect(result.sent.map((sent) => [sent.kind, sent.id])).toEqual([
      ['comment', comment.id],
      ['event', event.id],
      ['post', post.id],
      ['post-vote', `vote:post:${post.id}`],
      ['message', message.id],
      ['comment-vote', `vote:comment:${comment.id}`],
    ]);
    expect(result).toMatchObject({ attempted: 6, needsSignIn: false, unreachable: false });
    expect(rows.size).toBe(0);
  });

  it('stops at the first write the network does not answer and keeps it and every later one, in order, for the next run', async () => {
    const first = await queue(newPost('First'));
    const second = await queue(newEvent('Second'));
    api.cut.set('POST /api/events', 'lost');

    const offline = await flushOutbox({ memberId: ME });

    expect(offline.unreachable).toBe(true);
    expect([...rows.keys()]).toEqual([second.id]);
    expect(rows.get(second.id)).toMatchObject({ state: 'waiting', attempts: 1 });
    // No answer backs it off too: within the first window it is not sent again, after it it is.
    expect(offline.retryAt).toBe(rows.get(second.id)?.retryAt);
    expect(offline.retryAt).toBeLessThan(clock + RETRY_BASE_MS);
    wait(RETRY_BASE_MS);
    const online = await flushOutbox({ memberId: ME });
    expect(online.sent.map((sent) => sent.id)).toEqual([second.id]);
    expect(api.stored).toEqual([`post:${first.id}`, `event:${second.id}`]);
  });
});

describe('flushOutbox: exactly once across a worker restart', () => {
  it('a run cut off after the server stored the event (the worker stopped): the next run neither creates it nor a photo twice', async () => {
    const event = await queue(newEvent('Cruise night', ['front.jpg', 'rear.jpg']));
    if (event.kind !== 'event') throw new Error('not an event');
    const [front, rear] = event.photos;
    // The server stores the first photo; its answer never comes and the worker is stopped: this run records nothing more.
    api.cut.set(`POST /api/events/${event.id}/images`, 'hang');
    void flushOutbox({ memberId: undefined });
    await vi.waitFor(() => expect(api.stored).toEqual([`event:${event.id}`, `photo:${front?.key}`]));

    // A new worker starts online and sends what the device holds.
    const restarted = await flushEveryWriter();

    expect(restarted.sent).toEqual([expect.objectContaining({ kind: 'event', id: event.id, imageCount: 2 })]);
    expect(api.calls).toEqual([
      'POST /api/events',
      `POST /api/events/${event.id}/images`,
      // The create was recorded as done: only the photos go again, each recognised by its Idempotency-Key.
      `POST /api/events/${event.id}/images`,
      `POST /api/events/${event.id}/images`,
    ]);
    expect(api.stored).toEqual([`event:${event.id}`, `photo:${front?.key}`, `photo:${rear?.key}`]);
    expect(rows.size).toBe(0);
  });

  it('a create whose answer was lost is sent again with the same id: the server holds one post, one comment', async () => {
    const post = await queue(newPost('Lost answer'));
    const comment = await queue(newComment(POST));
    api.cut.set('POST /api/posts', 'lost');
    await flushOutbox({ memberId: ME });
    wait(RETRY_BASE_MS);
    await flushOutbox({ memberId: ME });

    expect(api.calls.filter((call) => call === 'POST /api/posts')).toHaveLength(2);
    expect(api.stored).toEqual([`post:${post.id}`, `comment:${comment.id}`]);
    expect(rows.size).toBe(0);
  });
});

describe('flushOutbox: a write waits for the member who wrote it', () => {
  it('a 401 (someone else signed in) keeps it as needs-sign-in, said once; it goes, once, after its writer signs in', async () => {
    const bobsPost = await queue(newPost('Bob’s post'), bob);
    const annsComment = await queue(newComment(POST));

    const first = await flushEveryWriter();
    expect(first.needsSignIn).toBe(true);
    expect(rows.get(bobsPost.id)).toMatchObject({ state: 'needs-sign-in', attempts: 1 });
    expect(api.stored).toEqual([`comment:${annsComment.id}`]);

    // Still Ann: tried again, still waiting, not announced again.
    expect((await flushEveryWriter()).needsSignIn).toBe(false);
    // The page knows Ann is signed in: Bob's write is not even tried.
    const callsBefore = api.calls.length;
    await flushOutbox({ memberId: ME });
    expect(api.calls).toHaveLength(callsBefore);

    api.session.memberId = BOB;
    await flushOutbox({ memberId: BOB });
    expect(api.stored).toEqual([`comment:${annsComment.id}`, `post:${bobsPost.id}`]);
    expect(rows.size).toBe(0);
  });

  it('a message waiting for its writer is said in its conversation, not by the sign-in toast', async () => {
    await queue({ kind: 'message', threadId: THREAD, payload: { id: crypto.randomUUID(), body: 'Hi' } }, bob);
    const result = await flushEveryWriter();
    expect(result.needsSignIn).toBe(false);
    expect([...rows.values()]).toEqual([expect.objectContaining({ state: 'needs-sign-in' })]);
  });
});

describe('flushOutbox: a refusal', () => {
  it('keeps a write the server refused (4xx) as failed with the server’s message, and goes on to the next', async () => {
    const refused = await queue(newComment(POST));
    const next = await queue(newPost('Next'));
    api.refuse.set(`POST /api/posts/${POST}/comments`, { status: 403, message: 'This post is locked' });

    const result = await flushOutbox({ memberId: ME });

    expect(rows.get(refused.id)).toMatchObject({ state: 'failed', lastError: 'This post is locked', attempts: 1 });
    expect(result.outcomes[0]?.outcome).toEqual({ kind: 'failed', message: 'This post is locked', created: false });
    expect(api.stored).toEqual([`post:${next.id}`]);
  });

  it('a refused photo says the event itself is on the server', async () => {
    const event = await queue(newEvent('With a bad photo', ['not-an-image.jpg']));
    api.refuse.set(`POST /api/events/${event.id}/images`, { status: 415, message: 'Not an image' });

    const result = await flushOutbox({ memberId: ME });

    expect(result.outcomes[0]?.outcome).toEqual({ kind: 'failed', message: 'Not an image', created: true });
    expect(rows.get(event.id)).toMatchObject({ state: 'failed', eventCreated: true });
  });
});

describe('flushOutbox: backing off when the server says "later"', () => {
  const half = () => 0.5;
  const busy = (headers: Record<string, string> = {}) => ({ status: 503, message: 'Busy', headers });

  it('a 503 with Retry-After: 2 is not tried again before 2 s have passed, then it reaches the server once', async () => {
    const event = await queue(newEvent('Busy night'));
    api.refuse.set('POST /api/events', busy({ 'Retry-After': '2' }));

    const refused = await flushOutbox({ memberId: ME, random: half });

    // The server's 2 s, and half of the first back-off window on top of them.
    expect(refused).toMatchObject({ unreachable: true, retryAt: clock + 2_000 + RETRY_BASE_MS / 2 });
    expect(rows.get(event.id)).toMatchObject({ state: 'waiting', lastError: null, attempts: 1, retryAt: refused.retryAt });
    api.refuse.delete('POST /api/events');

    wait(2_000 + RETRY_BASE_MS / 2 - 1);
    const early = await flushOutbox({ memberId: ME });
    expect(early).toMatchObject({ attempted: 0, unreachable: true, retryAt: refused.retryAt });
    expect(api.calls).toEqual(['POST /api/events']);

    wait(1);
    const due = await flushOutbox({ memberId: ME });
    expect(due.sent).toEqual([expect.objectContaining({ kind: 'event', id: event.id })]);
    expect(api.stored).toEqual([`event:${event.id}`]);
    expect(rows.size).toBe(0);
  });

  it('each further failure doubles the window (full jitter), and the writes after a backed-off one wait with it', async () => {
    const event = await queue(newEvent('Still busy'));
    const later = await queue(newComment(POST));
    api.refuse.set('POST /api/events', busy());

    const waits: number[] = [];
    for (let failure = 1; failure <= 3; failure += 1) {
      const { retryAt } = await flushOutbox({ memberId: ME, random: half });
      waits.push((retryAt ?? 0) - clock);
      wait(retryAt === null ? 0 : retryAt - clock);
    }

    expect(waits).toEqual([RETRY_BASE_MS / 2, RETRY_BASE_MS, 2 * RETRY_BASE_MS]);
    expect(rows.get(event.id)).toMatchObject({ state: 'waiting', attempts: 3 });
    expect(api.calls).toEqual(['POST /api/events', 'POST /api/events', 'POST /api/events']);
    expect(rows.get(later.id)).toMatchObject({ state: 'waiting', attempts: 0 });
  });

  it('a 429 over the member’s write limit waits out its Retry-After given as an HTTP date', async () => {
    const comment = await queue(newComment(POST));
    const until = new Date(clock + 60_000).toUTCString();
    api.refuse.set(`POST /api/posts/${POST}/comments`, { status: 429, message: 'Too many comments', headers: { 'Retry-After': until } });

    const refused = await flushOutbox({ memberId: ME, random: () => 0 });

    expect(refused.retryAt).toBe(Date.parse(until));
    expect(rows.get(comment.id)).toMatchObject({ state: 'waiting', retryAt: Date.parse(until) });
  });
});
