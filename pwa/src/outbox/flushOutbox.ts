import type { SentEvent, SentForumWrite, SentMessage } from './messages';
import { outboxDb } from './outboxDb';
import { sendForumWrite, type ForumSendOutcome } from './sendForumWrite';
import { sendQueuedEvent, type SendOutcome } from './sendQueuedEvent';
import type { QueuedEvent, QueuedForumWrite } from './types';

export interface FlushResult {
  /** How many queued events this run looked at (0: there was nothing to send). */
  attempted: number;
  sent: SentEvent[];
  /** Each event looked at, with how its attempt ended (a `sent` outcome carries the server's answer). */
  outcomes: Array<{ item: QueuedEvent; outcome: SendOutcome }>;
  /** The forum writes (posts, comments, votes) that reached the server. */
  forumSent: SentForumWrite[];
  /** Each forum write looked at, with how its attempt ended. */
  forumOutcomes: Array<{ item: QueuedForumWrite; outcome: ForumSendOutcome }>;
  /** The direct messages that reached the server (they share the forum's queue, not its report). */
  messagesSent: SentMessage[];
  /** An event has just begun to wait for its member to sign in (nobody, or someone else, is signed in). */
  needsSignIn: boolean;
  /** Something is still waiting for the network (a background sync should try again). */
  unreachable: boolean;
}

const emptyResult = (): FlushResult => ({
  attempted: 0,
  sent: [],
  outcomes: [],
  forumSent: [],
  forumOutcomes: [],
  messagesSent: [],
  needsSignIn: false,
  unreachable: false,
});

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

async function record(item: QueuedEvent, outcome: SendOutcome, result: FlushResult): Promise<void> {
  const attempts = item.attempts + 1;
  result.outcomes.push({ item, outcome });
  if (outcome.kind === 'sent') {
    await outboxDb.events.delete(item.id);
    result.sent.push({ id: item.id, title: item.payload.title ?? '', event: outcome.event, imageCount: item.photos.length });
  } else if (outcome.kind === 'failed') {
    await outboxDb.events.update(item.id, { state: 'failed', lastError: outcome.message, attempts, eventCreated: outcome.eventCreated });
  } else if (outcome.kind === 'needs-sign-in') {
    await outboxDb.events.update(item.id, { state: 'needs-sign-in', attempts });
    // Said once, when the event starts waiting for its member, not again at every later start.
    if (item.state !== 'needs-sign-in') result.needsSignIn = true;
  } else {
    await outboxDb.events.update(item.id, { state: 'waiting', attempts });
    result.unreachable = true;
  }
}

/**
 * A forum write's outcome, kept. A sent write is removed only if the member did not change it meanwhile (a second
 * vote on the same target replaces the row, with a new queuedAt): that newer value still has to go.
 */
async function recordForumWrite(item: QueuedForumWrite, outcome: ForumSendOutcome, result: FlushResult): Promise<void> {
  const attempts = item.attempts + 1;
  result.forumOutcomes.push({ item, outcome });
  const unchanged = outboxDb.forum
    .where('id')
    .equals(item.id)
    .and((row) => row.queuedAt === item.queuedAt);
  if (outcome.kind === 'sent') {
    await unchanged.delete();
    if (item.kind === 'message') {
      // Not delivered: the member discarded it while its conversation was being started; nothing was sent.
      if (outcome.delivered)
        result.messagesSent.push({ id: item.id, memberId: item.memberId, toUserId: item.to?.id, ...outcome.delivered });
    } else {
      result.forumSent.push({ id: item.id, kind: item.kind, postId: item.kind === 'post' ? item.id : item.postId });
    }
  } else if (outcome.kind === 'failed') {
    await unchanged.modify({ state: 'failed', lastError: outcome.message, attempts });
  } else if (outcome.kind === 'needs-sign-in') {
    await unchanged.modify({ state: 'needs-sign-in', attempts });
    // A waiting message says so in its own conversation; the page's sign-in toast speaks of events and posts.
    if (item.state !== 'needs-sign-in' && item.kind !== 'message') result.needsSignIn = true;
  } else {
    await unchanged.modify({ state: 'waiting', attempts });
    result.unreachable = true;
  }
}

/**
 * Sends the queued events, then the queued forum writes, in the order they were made. Each request names its writer
 * (attempt.ts) and the server refuses it under anyone else's session, which the write then waits out. `memberId`: the
 * member the caller knows to be signed in (the page, from its query cache), whose writes alone are worth sending, or
 * `undefined` when the caller does not know (the worker): every write is tried and the server decides. `only` limits it
 * to one write (the page's own create). A network failure stops the run (the rest would fail too); an HTTP error marks
 * that write failed, keeps it, and goes on to the next. Knows nothing of React or the app's HTTP client, so the service
 * worker runs it as it is.
 */
export function flushOutbox({ memberId, only }: { memberId: string | null | undefined; only?: string }): Promise<FlushResult> {
  const mayBeSent = (writer: string) => memberId === undefined || writer === memberId;
  return withOutboxLock(async () => {
    const result = emptyResult();
    const queued = (await outboxDb.events.orderBy('queuedAt').toArray()).filter((item) => !only || item.id === only);
    for (const item of queued) {
      result.attempted += 1;
      const outcome: SendOutcome = mayBeSent(item.organizerId) ? await sendQueuedEvent(item) : { kind: 'needs-sign-in' };
      await record(item, outcome, result);
      if (outcome.kind === 'unreachable') return result;
    }
    // Forum writes (and direct messages) in the order they were made: a post before the comments and votes made on it.
    const forum = (await outboxDb.forum.orderBy('queuedAt').toArray()).filter((item) => !only || item.id === only);
    for (const item of forum) {
      result.attempted += 1;
      const outcome: ForumSendOutcome = mayBeSent(item.memberId) ? await sendForumWrite(item) : { kind: 'needs-sign-in' };
      await recordForumWrite(item, outcome, result);
      if (outcome.kind === 'unreachable') break;
    }
    return result;
  });
}

/** flushOutbox for a caller that does not know who is signed in (the worker): the server refuses what is not theirs. */
export async function flushEveryWriter(): Promise<FlushResult> {
  if ((await outboxDb.events.count()) + (await outboxDb.forum.count()) === 0) return emptyResult();
  return flushOutbox({ memberId: undefined });
}
