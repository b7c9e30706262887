import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageSendSchema, threadStartSchema } from '@shared/messages/schemas';
import { WRITTEN_BY_HEADER } from '@shared/http/written-by';
import { rows } from '@/outbox/testing/memoryOutboxDb';
import type { QueuedMessage } from '@/outbox/types';
import { readSent } from '@/outbox/readSent';

vi.mock('@/outbox/outboxDb', () => import('@/outbox/testing/memoryOutboxDb').then((module) => module.memoryOutboxDb));

const { sendMessage } = await import('./message');
const { flushEveryWriter, flushOutbox } = await import('@/outbox/flushOutbox');

const ME = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const THREAD = '33333333-3333-4333-8333-333333333333';

/**
 * The two message calls of the API as the outbox sees them: the start answers the one conversation of a pair (201
 * new, 200 existing), a send with a known clientId answers the stored copy. `cut` makes the next call of a kind lose
 * its answer (`after`: the server did the work) or never arrive (`before`).
 */
function fakeServer() {
  const threads = new Map<string, string>();
  const messages = new Map<string, { threadId: string; body: string }>();
  const calls: string[] = [];
  const cut: { start?: 'before' | 'after'; send?: 'before' | 'after' } = {};
  let refuseStart: { status: number; message: string } | null = null;
  /** Whose session the device holds: a write named as another member's is refused, as the API does. */
  const session = { memberId: ME };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const lost = () => Promise.reject(new TypeError('Failed to fetch'));

  const fetch = async (url: string, init: RequestInit) => {
    if (url === '/api/auth/me') calls.push('me');
    if (new Headers(init.headers).get(WRITTEN_BY_HEADER) !== session.memberId) {
      calls.push(`refused:${url}`);
      return json(401, { message: 'written by another member' });
    }
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    if (url === '/api/messages/threads') {
      calls.push('start');
      if (cut.start === 'before') return (delete cut.start, lost());
      if (refuseStart) return json(refuseStart.status, { message: refuseStart.message });
      // Parsed as the API parses it: the outbox sends what the API accepts.
      const { userId } = threadStartSchema.parse(body);
      const existing = threads.get(userId);
      const id = existing ?? THREAD;
      threads.set(userId, id);
      if (cut.start === 'after') return (delete cut.start, lost());
      const participant = { id: userId, name: 'Bob Swapmeet', username: 'bob-swapmeet', avatarUrl: null };
      const thread = { id, participant, lastMessage: null, lastMessageAt: null, unread: false, createdAt: '2026-11-23T20:00:00.000Z' };
      return json(existing ? 200 : 201, thread);
    }
    const threadId = decodeURIComponent(url.split('/').at(-1) ?? '');
    calls.push(`send:${threadId}`);
    if (cut.send === 'before') return (delete cut.send, lost());
    const { body: text, clientId = crypto.randomUUID() } = messageSendSchema.parse(body);
    const stored = messages.has(clientId);
    if (!stored) messages.set(clientId, { threadId, body: text });
    if (cut.send === 'after') return (delete cut.send, lost());
    const message = { id: clientId, senderId: ME, senderName: 'Ann', body: text, createdAt: '2026-11-23T20:01:00.000Z', isOwn: true };
    return json(stored ? 200 : 201, message);
  };
  return {
    fetch,
    threads,
    messages,
    calls,
    cut,
    session,
    refuse: (status: number, message: string) => void (refuseStart = { status, message }),
  };
}

let server = fakeServer();

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  rows.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let clock = 0;
function queueMessageTo(userId: string, body: string, memberId = ME): QueuedMessage {
  clock += 1;
  const id = crypto.randomUUID();
  const item: QueuedMessage = {
    kind: 'message',
    threadId: null,
    to: { id: userId, name: 'Bob Swapmeet' },
    payload: { id, body },
    id,
    memberId,
    memberName: 'Ann',
    state: 'waiting',
    lastError: null,
    attempts: 0,
    queuedAt: new Date(Date.UTC(2026, 10, 23, 20, 0, clock)).toISOString(),
  };
  rows.set(id, item);
  return item;
}

/** The queued message as the outbox holds it now (what the next attempt starts from). */
const stored = (id: string) => rows.get(id);

/** The queued message as stored now, for the next attempt. */
function storedMessage(id: string): QueuedMessage {
  const row = stored(id);
  if (row?.kind !== 'message') throw new Error('the queued message is gone');
  return row;
}

describe('sendMessage, a message to a member with no conversation yet', () => {
  it('starts the conversation, records it on the queued message, then sends the message with its client id', async () => {
    const item = queueMessageTo(BOB, 'Still have the hood?');

    const outcome = await sendMessage(item);

    expect(server.calls).toEqual(['start', `send:${THREAD}`]);
    expect(stored(item.id)).toMatchObject({ threadId: THREAD, to: { id: BOB } });
    if (outcome.kind !== 'sent' || !outcome.report) throw new Error(`not sent: ${outcome.kind}`);
    expect(readSent(outcome.report)).toMatchObject({
      kind: 'message',
      threadId: THREAD,
      message: { id: item.id, body: 'Still have the hood?' },
    });
    expect([...server.messages.values()]).toEqual([{ threadId: THREAD, body: 'Still have the hood?' }]);
  });

  it('cut off between the two steps, the next attempt only sends the message, and the server holds it once', async () => {
    const item = queueMessageTo(BOB, 'Saturday?');
    server.cut.send = 'before';
    expect(await sendMessage(item)).toEqual({ kind: 'unreachable' });
    expect(stored(item.id)).toMatchObject({ threadId: THREAD });

    const again = storedMessage(item.id);
    expect(await sendMessage(again)).toMatchObject({ kind: 'sent', report: { threadId: THREAD } });
    expect(server.calls).toEqual(['start', `send:${THREAD}`, `send:${THREAD}`]);
    expect(server.messages.size).toBe(1);
  });

  it('when the answer to the send is lost, sending again answers the stored copy: one message', async () => {
    const item = queueMessageTo(BOB, 'Cash is fine');
    server.cut.send = 'after';
    expect(await sendMessage(item)).toEqual({ kind: 'unreachable' });
    const again = storedMessage(item.id);
    expect(await sendMessage(again)).toMatchObject({ kind: 'sent' });
    expect(server.calls.filter((call) => call === 'start')).toHaveLength(1);
    expect(server.messages.size).toBe(1);
  });

  it('when the answer to the start is lost, asking again finds the same conversation: one thread, one message', async () => {
    const item = queueMessageTo(BOB, 'Is it rust free?');
    server.cut.start = 'after';
    expect(await sendMessage(item)).toEqual({ kind: 'unreachable' });
    expect(stored(item.id)).toMatchObject({ threadId: null });

    expect(await sendMessage(item)).toMatchObject({ kind: 'sent', report: { threadId: THREAD } });
    expect(server.calls).toEqual(['start', 'start', `send:${THREAD}`]);
    expect(server.threads.size).toBe(1);
    expect(server.messages.size).toBe(1);
  });

  it('a refused start (the member is gone) fails with the server’s message, and the message is not sent', async () => {
    const item = queueMessageTo(BOB, 'Hello?');
    server.refuse(404, 'User not found');

    expect(await sendMessage(item)).toEqual({ kind: 'failed', message: 'User not found', created: false });
    expect(server.calls).toEqual(['start']);
    expect(stored(item.id)).toMatchObject({ threadId: null });
  });

  it('discarded while its conversation was being started, the message is not sent', async () => {
    const item = queueMessageTo(BOB, 'Never mind');
    const start = server.fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      rows.delete(item.id);
      return start(url, init);
    });

    const outcome = await sendMessage(item);

    expect(outcome).toEqual({ kind: 'sent', report: null });
    expect(server.calls).toEqual(['start']);
    expect(server.messages.size).toBe(0);
  });

  it('a message in a conversation it knows goes straight to it, with no start', async () => {
    const toBob = queueMessageTo(BOB, 'Hi again');
    if (toBob.kind !== 'message') throw new Error('not a message');
    const item: QueuedMessage = { ...toBob, threadId: THREAD };
    rows.set(item.id, item);

    expect(await sendMessage(item)).toMatchObject({ kind: 'sent', report: { threadId: THREAD } });
    expect(server.calls).toEqual([`send:${THREAD}`]);
  });
});

describe('flushOutbox, messages to a member with no conversation yet', () => {
  it('sends them in order into the one conversation started for them, and says where they went', async () => {
    const first = queueMessageTo(BOB, 'First');
    const second = queueMessageTo(BOB, 'Second');

    const result = await flushOutbox({ memberId: ME });

    expect(server.calls).toEqual(['start', `send:${THREAD}`, 'start', `send:${THREAD}`]);
    expect(server.threads.size).toBe(1);
    expect([...server.messages.values()].map((message) => message.body)).toEqual(['First', 'Second']);
    expect(result.sent).toEqual([
      expect.objectContaining({ id: first.id, threadId: THREAD, toUserId: BOB, memberId: ME }),
      expect.objectContaining({ id: second.id, threadId: THREAD, toUserId: BOB, memberId: ME }),
    ]);
    expect(rows.size).toBe(0);
  });

  it('keeps a message whose start is refused as failed, with the server’s message, for Retry or Discard', async () => {
    const item = queueMessageTo(BOB, 'Hello?');
    server.refuse(403, 'Your account is blocked');

    const result = await flushOutbox({ memberId: ME });

    expect(result.sent).toEqual([]);
    expect(stored(item.id)).toMatchObject({ state: 'failed', lastError: 'Your account is blocked', attempts: 1, threadId: null });
  });

  it('with no network, keeps the message waiting, and the conversation once started stays recorded for the next run', async () => {
    const item = queueMessageTo(BOB, 'Later');
    server.cut.send = 'before';

    // The back-off's random draw is 0 here: the message is due again at once.
    const noWait = () => 0;
    const offline = await flushOutbox({ memberId: ME, random: noWait });
    expect(offline.unreachable).toBe(true);
    expect(stored(item.id)).toMatchObject({ state: 'waiting', threadId: THREAD, attempts: 1 });

    const online = await flushOutbox({ memberId: ME, random: noWait });
    expect(online.sent).toEqual([expect.objectContaining({ id: item.id, threadId: THREAD, toUserId: BOB })]);
    expect(server.calls).toEqual(['start', `send:${THREAD}`, `send:${THREAD}`]);
    expect(server.messages.size).toBe(1);
  });
});

describe('flushEveryWriter, the worker sending what the device holds', () => {
  it('asks nobody who is signed in: each write goes as its writer, and another member’s waits for them (401)', async () => {
    const bobsOwn = queueMessageTo(ME, 'Bob wrote this on Ann’s phone', BOB);
    const annsOwn = queueMessageTo(BOB, 'Ann wrote this');

    const result = await flushEveryWriter();

    expect(server.calls).not.toContain('me');
    expect(server.calls).toEqual(['refused:/api/messages/threads', 'start', `send:${THREAD}`]);
    expect(stored(bobsOwn.id)).toMatchObject({ state: 'needs-sign-in', attempts: 1 });
    expect(stored(annsOwn.id)).toBeUndefined();
    expect(result.sent.map((sent) => sent.id)).toEqual([annsOwn.id]);

    // Bob signs in on the device: his write goes, once.
    server.session.memberId = BOB;
    await flushEveryWriter();
    expect(stored(bobsOwn.id)).toBeUndefined();
    expect([...server.messages.values()].map((message) => message.body)).toEqual(['Ann wrote this', 'Bob wrote this on Ann’s phone']);
  });
});
