import type { QueryClient } from '@tanstack/react-query';
import type { ScoreSheetAnswer } from '@shared/shows/judging-responses';
import type { MyShow, ShowVoteAnswer } from '@shared/shows/responses';
import { showKeys } from '../showKeys';
import type { SentShowWrite, SentWrite } from '@/outbox/outcome';
import { onOutboxChange } from '@/outbox/page/outboxChanges';
import { recordCheckInAnswer } from '../check-in/checkInLog';

const SHOW_KINDS: ReadonlySet<SentWrite['kind']> = new Set([
  'show-setup',
  'show-entry',
  'show-withdraw',
  'show-vote',
  'show-check-in',
  'show-score',
]);
const isShowWrite = (report: SentWrite): report is SentShowWrite => SHOW_KINDS.has(report.kind);

/**
 * The member's choice as the server stored it, shown at once: the ballot does not wait for the member's part of the
 * show to be read again (a read that a flaky link may lose) to stop showing the vote as waiting.
 */
function keepVote(queryClient: QueryClient, report: SentShowWrite, vote: ShowVoteAnswer): void {
  queryClient.setQueryData<MyShow>(showKeys.mine(report.memberId, report.eventId), (mine) =>
    mine ? { ...mine, votes: [...mine.votes.filter((item) => item.classId !== vote.classId), vote] } : mine,
  );
}

/** A judge's sheet as the server stored it, shown at once (as a vote is). */
function keepScore(queryClient: QueryClient, report: SentShowWrite, score: ScoreSheetAnswer): void {
  queryClient.setQueryData<MyShow>(showKeys.mine(report.memberId, report.eventId), (mine) =>
    mine ? { ...mine, scores: [...mine.scores.filter((item) => item.entryId !== score.entryId), score] } : mine,
  );
}

/**
 * What a sent show write changes on this device: the check-in list keeps the answer, the show is asked again. A read of
 * the show already on its way (the reconnect's refetch) left before the write landed: it is cancelled first, so its
 * older answer can neither overwrite the kept vote nor stand in for the read asked again.
 */
export async function rememberSentShowWrites(queryClient: QueryClient, sent: readonly SentWrite[]): Promise<void> {
  const reports = sent.filter(isShowWrite);
  if (reports.length === 0) return;
  for (const report of reports) {
    if (report.kind === 'show-check-in' && report.checkIn) recordCheckInAnswer(report.id, report.checkIn.alreadyCheckedIn);
  }
  await queryClient.cancelQueries({ queryKey: showKeys.all });
  for (const report of reports) {
    if (report.kind === 'show-vote' && report.vote) keepVote(queryClient, report, report.vote);
    if (report.kind === 'show-score' && report.score) keepScore(queryClient, report, report.score);
  }
  // Every show answer may have moved (counts, the member's entries and votes, the tally): asked again when shown.
  await queryClient.invalidateQueries({ queryKey: showKeys.all });
}

/** Show writes that waited on the device and reached the server later (the worker's or a page's send); started by App.tsx. */
export function followSentShowWrites(queryClient: QueryClient): () => void {
  return onOutboxChange(({ sent }) => void rememberSentShowWrites(queryClient, sent));
}
