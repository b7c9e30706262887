import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShowEntry } from '@shared/shows/responses';
import type { ShowSetupInput } from '@shared/shows/schemas';
import { submit, WriteRefused, type SubmitAnswer } from '@/outbox/page/submit';
import type { ShowWrite, Writer } from '@/outbox/types';
import { rememberSentShowWrites } from './followShowWrites';

/** How a show-day write ended for the member who made it: sent, waiting on the device, or refused with a message. */
export type ShowWriteResult = SubmitAnswer | { result: 'refused'; message: string };

/** Submits a show-day write through the outbox; a refusal while the member waits comes back as its message. */
export async function submitShowWrite(write: ShowWrite, writer: Writer): Promise<ShowWriteResult> {
  try {
    return await submit(write, writer);
  } catch (error) {
    if (error instanceof WriteRefused) return { result: 'refused', message: error.message };
    throw error;
  }
}

/**
 * submitShowWrite for a screen: what the server answered while the member waited is taken in at once (the show asked
 * again, a check-in's answer kept), as the outbox reports only what it sends later.
 */
export function useSubmitShowWrite(): (write: ShowWrite, writer: Writer) => Promise<ShowWriteResult> {
  const queryClient = useQueryClient();
  return useCallback(
    async (write, writer) => {
      const answer = await submitShowWrite(write, writer);
      if (answer.result === 'sent' && answer.sent) void rememberSentShowWrites(queryClient, [answer.sent]);
      return answer;
    },
    [queryClient],
  );
}

export const entryWrite = (eventId: string, carId: string, classId: string, label: string): ShowWrite => ({
  kind: 'show-entry',
  eventId,
  payload: { id: crypto.randomUUID(), carId, classId },
  label,
});

export const withdrawWrite = (eventId: string, entryId: string, label: string): ShowWrite => ({
  kind: 'show-withdraw',
  eventId,
  entryId,
  label,
});

/** castAt is when the member tapped: the server keeps the latest choice whatever order the votes arrive in. */
export const voteWrite = (eventId: string, classId: string, entryId: string, label: string): ShowWrite => ({
  kind: 'show-vote',
  eventId,
  classId,
  payload: { entryId, castAt: new Date().toISOString() },
  label,
});

export const checkInWrite = (eventId: string, carNumber: number): ShowWrite => ({
  kind: 'show-check-in',
  eventId,
  payload: { id: crypto.randomUUID(), carNumber, checkedInAt: new Date().toISOString() },
});

/** A judge's sheet for one car; scoredAt is when saved, so the server keeps the latest whatever order they arrive in. */
export const scoreWrite = (eventId: string, car: ShowEntry, points: Record<string, number>): ShowWrite => ({
  kind: 'show-score',
  eventId,
  entryId: car.id,
  payload: { points, scoredAt: new Date().toISOString() },
  label: `#${car.carNumber}`,
});

export const setupWrite = (eventId: string, payload: ShowSetupInput): ShowWrite => ({ kind: 'show-setup', eventId, payload });
