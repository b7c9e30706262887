import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ME } from '@/outbox/testing/fakeApi';
import { rows } from '@/outbox/testing/memoryOutboxDb';
import type { EventWrite, QueuedWrite } from '@/outbox/types';
import type { Version2Event, Version2ForumWrite } from './outboxOneQueue';

vi.mock('@/outbox/outboxDb', () => import('@/outbox/testing/memoryOutboxDb').then((module) => module.memoryOutboxDb));

const { toOneQueue } = await import('./outboxOneQueue');
const { flushEveryWriter } = await import('@/outbox/flushOutbox');

/**
 * Node has no IndexedDB (fake-indexeddb is not installed), so the Dexie upgrade itself (outboxDb.ts, version 3) is
 * not opened here: these tests check what it copies (in today's types, as version 3 is today's queue), rows exactly as version 2 stored them, and that the copies are
 * then sent, each once.
 */
const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 9, 0, second)).toISOString();
const queueFields = { memberId: ME, memberName: 'Ann', lastError: null } as const;

/** An event whose create reached the server before the update; one photo of two went too. */
const halfSentEvent = {
  id: '55555555-5555-4555-8555-555555555555',
  payload: {
    id: '55555555-5555-4555-8555-555555555555',
    title: 'Swap meet',
    description: 'Parts',
    eventDate: '2030-06-01T10:00:00.000Z',
    location: 'Fairgrounds',
  },
  organizerId: ME,
  organizerName: 'Ann',
  photos: [
    { key: 'photo-sent', blob: new Blob([]), name: 'a.jpg', sent: true },
    { key: 'photo-left', blob: new Blob(['jpeg']), name: 'b.jpg', sent: false },
  ],
  eventCreated: true,
  state: 'waiting',
  lastError: null,
  attempts: 2,
  queuedAt: at(3),
} satisfies Version2Event & Omit<Extract<QueuedWrite, { kind: 'event' }>, 'kind' | 'memberId' | 'memberName'>;

const forum: Array<Version2ForumWrite & Exclude<QueuedWrite, EventWrite>> = [
  {
    kind: 'post',
    id: '66666666-6666-4666-8666-666666666666',
    payload: { id: '66666666-6666-4666-8666-666666666666', title: 'GTO', body: 'Judge', communitySlug: 'gto' },
    communityName: 'GTO',
    ...queueFields,
    state: 'failed',
    lastError: 'Server said no',
    attempts: 1,
    queuedAt: at(1),
  },
  {
    kind: 'message',
    id: '77777777-7777-4777-8777-777777777777',
    threadId: '33333333-3333-4333-8333-333333333333',
    payload: { id: '77777777-7777-4777-8777-777777777777', body: 'Still for sale?' },
    ...queueFields,
    state: 'needs-sign-in',
    attempts: 1,
    queuedAt: at(5),
  },
];

let api = fakeApi();

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  rows.clear();
});

afterEach(() => vi.unstubAllGlobals());

describe('the upgrade to one queue (outbox database version 3)', () => {
  it('keeps every queued write as it stood: events under their kind and writer, forum writes and messages unchanged', () => {
    const copied = toOneQueue([halfSentEvent], forum);

    expect(copied).toHaveLength(3);
    const { organizerId: _id, organizerName: _name, ...event } = halfSentEvent;
    expect(copied).toContainEqual({ ...event, kind: 'event', memberId: ME, memberName: 'Ann' });
    for (const write of forum) expect(copied).toContainEqual(write);
  });

  it('then sends each once, in the order they were made across the old tables, without redoing a step that was done', async () => {
    // Version 3's rows are today's queued writes.
    for (const row of toOneQueue([halfSentEvent], forum)) rows.set(row.id, row as unknown as QueuedWrite);

    const result = await flushEveryWriter();

    expect(api.calls).toEqual([
      'POST /api/posts',
      // The event is on the server already: only the photo still on the device goes.
      `POST /api/events/${halfSentEvent.id}/images`,
      'POST /api/messages/threads/33333333-3333-4333-8333-333333333333',
    ]);
    expect(api.stored).toEqual([`post:${forum[0]?.id}`, 'photo:photo-left', `message:${forum[1]?.id}`]);
    expect(result.sent.map((sent) => sent.kind)).toEqual(['post', 'event', 'message']);
    expect(rows.size).toBe(0);
  });
});
