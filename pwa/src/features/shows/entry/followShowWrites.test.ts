import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MyShow } from '@shared/shows/responses';
import { showKeys } from '../showKeys';
import { rememberSentShowWrites } from './followShowWrites';

const MEMBER = 'b7b2a1f4-1111-4c2e-9a51-000000000001';
const EVENT = 'b7b2a1f4-2222-4c2e-9a51-000000000002';
const CLASS = 'b7b2a1f4-3333-4c2e-9a51-000000000003';
const ENTRY = 'b7b2a1f4-4444-4c2e-9a51-000000000004';
const vote = { classId: CLASS, entryId: ENTRY, castAt: '2026-11-28T06:22:44.428Z' };
const mineWith = (votes: MyShow['votes']): MyShow => ({
  entries: [],
  votes,
  isOrganizer: false,
  canCheckIn: false,
  judgeOf: [],
  scores: [],
});

/** A read the test answers when it likes: the member's part of the show as the server had it then. */
function deferredReads() {
  const answers: ((value: MyShow) => void)[] = [];
  const read = () => new Promise<MyShow>((resolve) => answers.push(resolve));
  return { read, answers };
}

describe('rememberSentShowWrites', () => {
  it('a read sent before the vote landed, answering after it, does not leave the car showing no vote', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = deferredReads();
    const key = showKeys.mine(MEMBER, EVENT);
    // The car's page watches the member's part of the show; its first read (the reconnect's) is on its way.
    const stop = new QueryObserver(queryClient, { queryKey: key, queryFn: reads.read }).subscribe(() => undefined);
    await expect.poll(() => reads.answers.length).toBe(1);

    // The vote reaches the server; its report arrives while that read is still out.
    const remembered = rememberSentShowWrites(queryClient, [{ kind: 'show-vote', id: 'v1', eventId: EVENT, memberId: MEMBER, vote }]);
    reads.answers[0]?.(mineWith([]));
    // The member's part is asked again, and the server now has the vote.
    await expect.poll(() => reads.answers.length).toBe(2);
    reads.answers[1]?.(mineWith([vote]));
    await remembered;
    expect(queryClient.getQueryData<MyShow>(key)?.votes).toEqual([vote]);
    stop();
  });

  it('a vote answered while the member’s part is on the device is shown at once, before the read asked again answers', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = deferredReads();
    const key = showKeys.mine(MEMBER, EVENT);
    queryClient.setQueryData(key, mineWith([]));
    const stop = new QueryObserver(queryClient, { queryKey: key, queryFn: reads.read, staleTime: Infinity }).subscribe(() => undefined);

    const remembered = rememberSentShowWrites(queryClient, [{ kind: 'show-vote', id: 'v1', eventId: EVENT, memberId: MEMBER, vote }]);
    await expect.poll(() => reads.answers.length).toBe(1);
    expect(queryClient.getQueryData<MyShow>(key)?.votes).toEqual([vote]);
    reads.answers[0]?.(mineWith([vote]));
    await remembered;
    stop();
  });
});
