import { outboxDb } from './outboxDb';
import { sendQueuedEvent } from './sendQueuedEvent';

export interface FlushResult {
  sent: Array<{ id: string; title: string }>;
  /** The server answered 401: the member has to sign in again before anything more is sent. */
  needsSignIn: boolean;
  /** Something is still waiting for the network (a background sync should try again). */
  unreachable: boolean;
  /** What an item `only` asked for ended with, when it was not sent. */
  failure: string | null;
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
 * create). A network failure stops the run (the rest would fail too), as does a 401; another HTTP error
 * marks that event failed, keeps it, and goes on to the next.
 */
export function flushOutbox({ only }: { only?: string } = {}): Promise<FlushResult> {
  return withOutboxLock(async () => {
    const result: FlushResult = { sent: [], needsSignIn: false, unreachable: false, failure: null };
    const queued = await outboxDb.events.orderBy('queuedAt').toArray();
    for (const item of queued.filter((candidate) => !only || candidate.id === only)) {
      const outcome = await sendQueuedEvent(item);
      const attempts = item.attempts + 1;
      if (outcome.kind === 'sent') {
        await outboxDb.events.delete(item.id);
        result.sent.push({ id: item.id, title: item.payload.title ?? '' });
        continue;
      }
      if (outcome.kind === 'failed') {
        await outboxDb.events.update(item.id, { state: 'failed', lastError: outcome.message, attempts });
        result.failure = outcome.message;
        continue;
      }
      const state = outcome.kind === 'needs-sign-in' ? 'needs-sign-in' : 'waiting';
      await outboxDb.events.update(item.id, { state, attempts });
      result.needsSignIn = outcome.kind === 'needs-sign-in';
      result.unreachable = outcome.kind === 'unreachable';
      break;
    }
    return result;
  });
}
