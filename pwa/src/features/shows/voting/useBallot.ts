import { useCallback, useMemo, useState } from 'react';
import type { Show, ShowEntry } from '@shared/shows/responses';
import { votingStateAt } from '@shared/shows/voting';
import { useOutboxMember } from '@/features/auth';
import { queuedOfKind, useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import type { QueuedOf } from '@/outbox/types';
import { carTitle } from '../cars';
import { useMyShow } from '../useShowData';
import { useSubmitShowWrite, voteWrite } from '../entry/showWrites';
import { showWriteTexts } from '../entry/writeTexts';
import { useNow } from './useNow';

/** "Car #12: 1969 GTO Judge": how a vote names its car in the outbox's lists. */
export const ballotLabel = (entry: ShowEntry) => `${showWriteTexts.carNumber(entry.carNumber)}: ${carTitle(entry.car)}`;

/**
 * The member's People's Choice, for any screen that votes (the car's page, the People's Choice tab): whether voting is
 * open by the device's clock, the choice per class (a queued vote shown until it is sent), whose cars are the member's
 * own, and one call to vote through the outbox (offline too). A refusal while the member waits is kept per class.
 */
export function useBallot(show: Show) {
  const { member } = useOutboxMember();
  const submitShowWrite = useSubmitShowWrite();
  const mine = useMyShow(show.eventId, member?.id);
  const writes = useQueuedWrites();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const open = votingStateAt(show, useNow(show)) === 'open';

  const queued = useMemo(() => queuedOfKind(writes, 'show-vote').filter((item) => item.eventId === show.eventId), [writes, show.eventId]);
  const ownEntryIds = useMemo(() => new Set((mine.data?.entries ?? []).map((entry) => entry.id)), [mine.data]);

  const queuedIn = useCallback(
    (classId: string): QueuedOf<'show-vote'> | undefined => queued.find((item) => item.classId === classId),
    [queued],
  );
  /** The car the member's vote in the class is for (a queued vote first), or null. */
  const choiceIn = useCallback(
    (classId: string): string | null => {
      const waiting = queuedIn(classId);
      if (waiting && waiting.state !== 'failed') return waiting.payload.entryId;
      return mine.data?.votes.find((item) => item.classId === classId)?.entryId ?? null;
    },
    [queuedIn, mine.data],
  );
  /** The number of the car the member's vote in the class is for, when known. */
  const choiceNumberIn = useCallback(
    (classId: string): number | null => {
      const waiting = queuedIn(classId);
      if (waiting && waiting.state !== 'failed') return Number(/#(\d+)/.exec(waiting.label)?.[1]) || null;
      return mine.data?.votes.find((item) => item.classId === classId)?.carNumber ?? null;
    },
    [queuedIn, mine.data],
  );
  const isOwn = useCallback(
    (entry: ShowEntry) => ownEntryIds.has(entry.id) || (!!member && entry.owner?.id === member.id),
    [ownEntryIds, member],
  );

  const vote = useCallback(
    async (entry: ShowEntry) => {
      if (!member) return;
      setRefusals(({ [entry.classId]: _dropped, ...rest }) => rest);
      const answer = await submitShowWrite(voteWrite(show.eventId, entry.classId, entry.id, ballotLabel(entry)), member);
      if (answer.result === 'refused') setRefusals((current) => ({ ...current, [entry.classId]: answer.message }));
    },
    [member, submitShowWrite, show.eventId],
  );

  return { member, open, choiceIn, choiceNumberIn, queuedIn, isOwn, vote, refusalIn: (classId: string) => refusals[classId] ?? null };
}

export type Ballot = ReturnType<typeof useBallot>;
