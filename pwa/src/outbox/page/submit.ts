import { READ_TIMEOUT_MS } from '@/http/client';
import { serverMessage } from '@/http/errorMessage';
import { connectivity } from '@/network/connectivityStore';
import { settleAfter } from '@/network/settleAfter';
import { flushOutbox } from '@/outbox/flushOutbox';
import { outboxDb } from '@/outbox/outboxDb';
import type { SentWrite } from '@/outbox/outcome';
import { queueWrite } from '@/outbox/queueWrite';
import type { QueuedWrite, Write, Writer } from '@/outbox/types';
import { changeOf, isWorthTelling } from '@/outbox/workerProtocol';
import { emitOutboxChange } from './outboxChanges';
import { requestOutboxFlush } from './requestOutboxFlush';
import { readSent } from '@/outbox/readSent';
import { markSending } from './sendingNow';

/**
 * How a submitted write ended for the member waiting: `sent` now (with the server's answer, when it could be read),
 * or left waiting on the device (`queued`: no signal, lie-fi; `needs-sign-in`: a session to renew first).
 */
export type SubmitAnswer = { result: 'sent'; sent: SentWrite | null } | { result: 'queued' | 'needs-sign-in' };

/**
 * The server refused the write while the member waited (validation, a locked post, a rate limit...): it is not kept,
 * so the form still holds it; say why. `created`: the write itself is on the server, only its picture was refused.
 */
export class WriteRefused extends Error {
  constructor(
    message: string,
    readonly created: boolean,
  ) {
    super(message);
  }
}

/** The server's reason for a failed write, however it failed (refused through the outbox, or called directly). */
export const writeFailureMessage = (error: unknown) => (error instanceof WriteRefused ? error.message : serverMessage(error));

/** Removes a write the member is told about instead, if the member did not change it meanwhile. */
async function dropQueued(item: QueuedWrite): Promise<void> {
  await outboxDb.writes
    .where('id')
    .equals(item.id)
    .and((row) => row.queuedAt === item.queuedAt)
    .delete();
}

/**
 * Every write made on this device goes through here, online or not, so it reaches the server exactly once: it is
 * stored on the device, then sent with its id. The member waits at most `waitMs` (the read budget) for the answer;
 * past it (lie-fi) the write stays queued and this send goes on in the background, as does the worker's next one.
 * Throws WriteRefused when the server refused it (not kept).
 */
export async function submit(write: Write, writer: Writer, { waitMs = READ_TIMEOUT_MS }: { waitMs?: number } = {}): Promise<SubmitAnswer> {
  const item = await queueWrite(write, writer);
  if (!connectivity.isOnline()) {
    await requestOutboxFlush();
    return { result: 'queued' };
  }
  // Hidden from the "waiting" lists while the member waits for this answer; shown again only if it stays queued (a
  // sent or refused write is gone from the outbox, and showing it until the list re-reads would flash it).
  const stillWaiting = markSending(item.id);
  const sending = flushOutbox({ memberId: writer.id, only: item.id });
  const result = await Promise.race([sending, settleAfter(waitMs, null)]).catch((error: unknown) => {
    stillWaiting();
    throw error;
  });
  if (!result) {
    stillWaiting();
    void sending.then((late) => isWorthTelling(late) && emitOutboxChange(changeOf(late)));
    return { result: 'queued' };
  }
  const outcome = result.outcomes.find((attempted) => attempted.item.id === item.id)?.outcome;
  // Another sender (the worker, asked at the same moment) had the outbox first and found the write: a write leaves the
  // outbox only once the server has it (a refused or waiting one is kept), so gone means sent. It stays hidden from
  // the waiting lists, as a write sent here does.
  if (!outcome && !(await outboxDb.writes.get(item.id))) return { result: 'sent', sent: null };
  if (outcome?.kind === 'sent') return { result: 'sent', sent: outcome.report && readSent(outcome.report) };
  if (outcome?.kind === 'needs-sign-in') {
    stillWaiting();
    return { result: 'needs-sign-in' };
  }
  if (outcome?.kind === 'unreachable' && outcome.tooOften) {
    // Over the member's write limit while they wait: say so rather than send it later behind their back.
    await dropQueued(item);
    throw new WriteRefused(outcome.tooOften, false);
  }
  if (outcome?.kind === 'failed') {
    // Refused while the member is here: it is not kept, so the form (and its draft) still holds it.
    await dropQueued(item);
    throw new WriteRefused(outcome.message, outcome.created);
  }
  stillWaiting();
  // No answer: the app learns the server is unreachable, so its return (the probe) sends this write, even on a page
  // that reads nothing more meanwhile (the gate's check-in page).
  if (outcome?.kind === 'unreachable') connectivity.reportUnanswered();
  await requestOutboxFlush();
  return { result: 'queued' };
}
