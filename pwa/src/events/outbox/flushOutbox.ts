import { outboxDb } from './outboxDb';
import { sendQueuedEvent } from './sendQueuedEvent';
import { signedInMemberId } from './signedInMember';

export interface FlushResult {
  /** How many queued events this run looked at (0: there was nothing to send). */
  attempted: number;
  sent: Array<{ id: string; title: string }>;
  /** An event has just begun to wait for its member to sign in (nobody, or someone else, is signed in). */
  needsSignIn: boolean;
  /** Something is still waiting for the network (a background sync should try again). */
  unreachable: boolean;
}

const LOCK_NAME = 'pontiac-hub-event-outbox';

/**
 * One sender at a time across the page and the service worker (a Web Lock), so two triggers never send
 * the same step at once; the server's ids make a repeat harmless anyway.
 */
async function withOutboxLock(work: () => Promise<FlushResult>): Promise<FlushResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // request() resolves with what `work` resolves with; awaiting it flattens the promise its typing nests.
  return locks ? await locks.request(LOCK_NAME, work) : work();
}

/**
 * Sends the queued events in the order they were made. `only` limits it to one event (the page's own
 * create). Only events of the member signed in now are sent; the others wait for their member. A network
 * failure stops the run (the rest would fail too); an HTTP error marks that event failed, keeps it, and
 * goes on to the next.
 */
export function flushOutbox({ only }: { only?: string } = {}): Promise<FlushResult> {
  return withOutboxLock(async () => {
    const result: FlushResult = { attempted: 0, sent: [], needsSignIn: false, unreachable: false };
    const queued = (await outboxDb.events.orderBy('queuedAt').toArray()).filter((item) => !only || item.id === only);
    if (queued.length === 0) return result;
    const memberId = await signedInMemberId();
    if (memberId === 'unreachable') return { ...result, unreachable: true };
    for (const item of queued) {
      result.attempted += 1;
      const attempts = item.attempts + 1;
      const outcome = item.organizerId === memberId ? await sendQueuedEvent(item) : ({ kind: 'needs-sign-in' } as const);
      if (outcome.kind === 'sent') {
        await outboxDb.events.delete(item.id);
        result.sent.push({ id: item.id, title: item.payload.title ?? '' });
      } else if (outcome.kind === 'failed') {
        await outboxDb.events.update(item.id, { state: 'failed', lastError: outcome.message, attempts });
      } else if (outcome.kind === 'needs-sign-in') {
        await outboxDb.events.update(item.id, { state: 'needs-sign-in', attempts });
        // Said once, when the event starts waiting for its member, not again at every later start.
        if (item.state !== 'needs-sign-in') result.needsSignIn = true;
      } else {
        await outboxDb.events.update(item.id, { state: 'waiting', attempts });
        result.unreachable = true;
        break;
      }
    }
    return result;
  });
}
