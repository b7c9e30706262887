import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOB, fakeApi, ME } from '@/outbox/testing/fakeApi';
import { rows } from '@/outbox/testing/memoryOutboxDb';
import type { Write, Writer } from '@/outbox/types';

const network = vi.hoisted(() => ({ online: true, flushRequests: 0, unanswered: 0 }));

vi.mock('@/outbox/outboxDb', () => import('@/outbox/testing/memoryOutboxDb').then((module) => module.memoryOutboxDb));
vi.mock('@/network/connectivityStore', () => ({
  connectivity: { isOnline: () => network.online, reportUnanswered: () => void (network.unanswered += 1) },
}));
// Asking the worker (or this page) to send later: counted, as the worker's own run is not what these tests are about.
vi.mock('./requestOutboxFlush', () => ({ requestOutboxFlush: async () => void (network.flushRequests += 1) }));

const { submit, WriteRefused } = await import('./submit');
const { onOutboxChange } = await import('./outboxChanges');

const ann: Writer = { id: ME, name: 'Ann' };
const POST = '44444444-4444-4444-8444-444444444444';
const comment = (body = 'Nice'): Write => ({ kind: 'comment', postId: POST, payload: { id: crypto.randomUUID(), body, parentId: null } });

let api = fakeApi();

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  rows.clear();
  network.online = true;
  network.flushRequests = 0;
  network.unanswered = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('submit: every feature’s write, with the member waiting at most the read budget', () => {
  it('online, sends it now, once, and answers with the server’s answer; nothing stays queued', async () => {
    const write = comment();
    const answer = await submit(write, ann);
    expect(answer).toMatchObject({
      result: 'sent',
      sent: { kind: 'comment', id: write.kind === 'comment' ? write.payload.id : '', postId: POST },
    });
    expect(api.stored).toHaveLength(1);
    expect(rows.size).toBe(0);
  });

  it('sent by the worker, which had the outbox first (asked at the same moment), answers "sent": it went once', async () => {
    // The worker's flush takes the outbox's lock just before this page's own, and sends what it finds there.
    const { flushEveryWriter } = await import('@/outbox/flushOutbox');
    let workerFirst = true;
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_name: string, work: () => Promise<unknown>) => {
          if (workerFirst) {
            workerFirst = false;
            await flushEveryWriter();
          }
          return work();
        },
      },
    });
    expect(await submit(comment(), ann)).toEqual({ result: 'sent', sent: null });
    expect(api.stored).toHaveLength(1);
    expect(rows.size).toBe(0);
    expect(network.flushRequests).toBe(0);
  });

  it('offline, keeps it waiting on the device and asks for a send later, without a request', async () => {
    network.online = false;
    expect(await submit(comment(), ann)).toEqual({ result: 'queued' });
    expect(api.calls).toEqual([]);
    expect([...rows.values()]).toEqual([expect.objectContaining({ kind: 'comment', state: 'waiting', attempts: 0 })]);
    expect(network.flushRequests).toBe(1);
  });

  it('an unanswered send (lie-fi) answers "queued" after the wait; when the send gives up, the write waits, and pages are told', async () => {
    // The request's own budget, shortened: it gives up (AbortSignal.timeout) soon after the member stopped waiting.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(100));
    api.cut.set(`POST /api/posts/${POST}/comments`, 'hang');
    const told = vi.fn();
    const stop = onOutboxChange(told);

    const answer = await submit(comment(), ann, { waitMs: 20 });

    expect(answer).toEqual({ result: 'queued' });
    await vi.waitFor(() => expect([...rows.values()]).toEqual([expect.objectContaining({ state: 'waiting', attempts: 1 })]));
    await vi.waitFor(() => expect(told).toHaveBeenCalledWith(expect.objectContaining({ sent: [], needsSignIn: false })));
    stop();
  });

  it('a send that got no answer (the server went away) keeps it waiting and tells the app, whose probe sends it on return', async () => {
    api.cut.set(`POST /api/posts/${POST}/comments`, 'lost');
    expect(await submit(comment(), ann)).toEqual({ result: 'queued' });
    expect([...rows.values()]).toEqual([expect.objectContaining({ state: 'waiting', attempts: 1 })]);
    expect(network.unanswered).toBe(1);
    expect(network.flushRequests).toBe(1);
  });

  it('a refusal while the member waits is not kept: it throws with the server’s message, the form still holds the text', async () => {
    api.refuse.set(`POST /api/posts/${POST}/comments`, { status: 403, message: 'This post is locked' });
    const refusal = submit(comment(), ann);
    await expect(refusal).rejects.toThrow(WriteRefused);
    await expect(refusal).rejects.toMatchObject({ message: 'This post is locked', created: false });
    expect(rows.size).toBe(0);
  });

  it('over the member’s write limit (429) while they wait: said now, not sent later behind their back', async () => {
    api.refuse.set(`POST /api/posts/${POST}/comments`, { status: 429, message: 'Too many comments, slow down' });
    await expect(submit(comment(), ann)).rejects.toMatchObject({ message: 'Too many comments, slow down' });
    expect(rows.size).toBe(0);
  });

  it('a 401 (the session ended) keeps it for after the sign-in', async () => {
    api.session.memberId = BOB;
    expect(await submit(comment(), ann)).toEqual({ result: 'needs-sign-in' });
    expect([...rows.values()]).toEqual([expect.objectContaining({ state: 'needs-sign-in' })]);
  });
});
