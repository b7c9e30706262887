import { nextRetryDelay, type RandomSource } from '@shared/offline/retry-timing';
import { outboxDb } from './outboxDb';
import type { SentReport, WriteOutcome } from './outcome';
import type { QueuedWrite } from './types';
import { kindOf, sendWrite } from './writeKinds';

export interface FlushResult {
  /** How many queued writes this run looked at (0: there was nothing to send). */
  attempted: number;
  /** What reached the server, for the pages (writeKinds.ts: each kind's report). */
  sent: SentReport[];
  /** Each write looked at, with how its attempt ended. */
  outcomes: Array<{ item: QueuedWrite; outcome: WriteOutcome }>;
  /** A write has just begun to wait for its member to sign in (nobody, or someone else, is signed in). */
  needsSignIn: boolean;
  /** Something is still waiting for the network (a background sync should try again). */
  unreachable: boolean;
  /** When the write this run stopped at is due again (ms since the epoch): a page asks for a send then. */
  retryAt: number | null;
}

const emptyResult = (): FlushResult => ({
  attempted: 0,
  sent: [],
  outcomes: [],
  needsSignIn: false,
  unreachable: false,
  retryAt: null,
});

/** The one sender at a time across the page and the service worker. */
export const OUTBOX_LOCK_NAME = 'pontiac-hub-outbox';

/**
 * One sender at a time across the page and the service worker (a Web Lock), so two triggers never send
 * the same step at once; the server's ids make a repeat harmless anyway.
 */
async function withOutboxLock(work: () => Promise<FlushResult>): Promise<FlushResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // request() resolves with what `work` resolves with; awaiting it flattens the promise its typing nests.
  return locks ? await locks.request(OUTBOX_LOCK_NAME, work) : work();
}

/**
 * A write's outcome, kept. A sent write is removed only if the member did not change it meanwhile (a second vote on
 * the same target replaces the row, with a new queuedAt): that newer value still has to go.
 */
async function record(item: QueuedWrite, outcome: WriteOutcome, result: FlushResult, random: RandomSource): Promise<void> {
  const attempts = item.attempts + 1;
  result.outcomes.push({ item, outcome });
  const unchanged = outboxDb.writes
    .where('id')
    .equals(item.id)
    .and((row) => row.queuedAt === item.queuedAt);
  if (outcome.kind === 'sent') {
    await unchanged.delete();
    if (outcome.report) result.sent.push(outcome.report);
  } else if (outcome.kind === 'failed') {
    await unchanged.modify({ state: 'failed', lastError: outcome.message, attempts, retryAt: undefined });
  } else if (outcome.kind === 'needs-sign-in') {
    await unchanged.modify({ state: 'needs-sign-in', attempts, retryAt: undefined });
    // Said once, when the write starts waiting for its member, not again at every later start.
    if (item.state !== 'needs-sign-in' && kindOf(item).announcesSignIn) result.needsSignIn = true;
  } else {
    const failed = { failures: attempts, status: outcome.status ?? null, retryAfterMs: outcome.retryAfterMs ?? null };
    const retryAt = Date.now() + (nextRetryDelay(failed, random) ?? 0);
    await unchanged.modify({ state: 'waiting', attempts, retryAt });
    result.unreachable = true;
    result.retryAt = retryAt;
  }
}

/**
 * Sends the queued writes of every kind in the order they were made (a post before the comments and votes made on
 * it). Each request names its writer (attempt.ts) and the server refuses it under anyone else's session, which the
 * write then waits out. `memberId`: the member the caller knows to be signed in (the page, from its query cache),
 * whose writes alone are worth sending, or `undefined` when the caller does not know (the worker): every write is
 * tried and the server decides. `only` limits it to one write (the page's own submit). A network failure or a "try
 * later" (5xx, 408, 429) stops the run (the rest would fail too) and backs that write off
 * (shared/offline/retry-timing.ts: full jitter, at least the server's Retry-After), and so does a write still backing
 * off: it and the ones after it wait until it is due. Any other HTTP error marks that write failed, keeps it, and
 * goes on to the next. Knows nothing of React or the app's HTTP client, so the
 * service worker runs it as it is. `random`: the back-off's random source.
 */
export function flushOutbox({
  memberId,
  only,
  random = Math.random,
}: {
  memberId: string | null | undefined;
  only?: string;
  random?: RandomSource;
}): Promise<FlushResult> {
  const mayBeSent = (writer: string) => memberId === undefined || writer === memberId;
  return withOutboxLock(async () => {
    const result = emptyResult();
    const queued = (await outboxDb.writes.orderBy('queuedAt').toArray()).filter((item) => !only || item.id === only);
    const now = Date.now();
    for (const item of queued) {
      if (item.retryAt !== undefined && item.retryAt > now) {
        result.unreachable = true;
        result.retryAt = item.retryAt;
        break;
      }
      result.attempted += 1;
      const outcome: WriteOutcome = mayBeSent(item.memberId) ? await sendWrite(item) : { kind: 'needs-sign-in' };
      await record(item, outcome, result, random);
      if (outcome.kind === 'unreachable') break;
    }
    return result;
  });
}

/** flushOutbox for a caller that does not know who is signed in (the worker): the server refuses what is not theirs. */
export async function flushEveryWriter(): Promise<FlushResult> {
  if ((await outboxDb.writes.count()) === 0) return emptyResult();
  return flushOutbox({ memberId: undefined });
}
