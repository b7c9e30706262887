import { READ_TIMEOUT_MS } from '@/http/client';
import { serverMessage } from '@/http/errorMessage';
import { connectivity } from '@/network/connectivityStore';
import { flushOutbox } from '@/outbox/flushOutbox';
import { changeOf } from '@/outbox/messages';
import type { ForumSendOutcome } from '@/outbox/sendForumWrite';
import { emitOutboxChange } from '@/features/outbox/outboxChanges';
import { outboxDb } from '@/outbox/outboxDb';
import { requestOutboxFlush } from '@/features/outbox/requestOutboxFlush';
import type { ForumWrite, QueuedForumWrite } from '@/outbox/types';
import type { OutboxMember } from '@/features/outbox/useOutboxMember';
import { queueForumWrite } from './queueForumWrite';
import { markSending } from './sendingNow';
import { settleAfter } from '@/network/settleAfter';

/** Sent now; left waiting on the device (no signal, lie-fi, or a session to renew first). */
export type ForumSubmitResult = 'sent' | 'queued' | 'needs-sign-in';

/** The server refused the write (validation, a locked post, a rate limit...): nothing was kept, say why. */
export class ForumWriteRefused extends Error {}

/** A new post reached the server but its picture was refused (e.g. not an image after all): the post stays. */
export class PostImageRefused extends ForumWriteRefused {}

/** The server's reason for a failed forum write, however it failed (sent through the outbox, or called directly). */
export const forumFailureMessage = (error: unknown) => (error instanceof ForumWriteRefused ? error.message : serverMessage(error));

/** Removes a write the member is told about instead; answers it as stored, if the member did not change it meanwhile. */
async function dropQueued(item: QueuedForumWrite): Promise<QueuedForumWrite | undefined> {
  const stored = await outboxDb.forum.get(item.id);
  if (stored?.queuedAt !== item.queuedAt) return undefined;
  await outboxDb.forum.delete(item.id);
  return stored;
}

/** How a write sent through the outbox ended, with the server's answer when it was sent now (a message's copy). */
export interface OutboxSubmitAnswer {
  result: ForumSubmitResult;
  sent?: Extract<ForumSendOutcome, { kind: 'sent' }>;
}

/**
 * Every forum write (and direct message) goes through the outbox, online or not, so it reaches the server exactly once: it is stored on the
 * device, then sent with its id. The member waits at most the read budget for the answer; past it (lie-fi) the write
 * stays queued and this send goes on in the background, as does the worker's next one.
 */
export async function submitOutboxWrite(write: ForumWrite, member: OutboxMember): Promise<OutboxSubmitAnswer> {
  const item = await queueForumWrite(write, member);
  if (!connectivity.isOnline()) {
    await requestOutboxFlush();
    return { result: 'queued' };
  }
  // Hidden from the "waiting" lists while the member waits for this answer; shown again only if it stays queued (a
  // sent or refused write is gone from the outbox, and showing it until the list re-reads would flash it).
  const stillWaiting = markSending(item.id);
  const sending = flushOutbox({ memberId: member.id, only: item.id });
  const result = await Promise.race([sending, settleAfter(READ_TIMEOUT_MS, null)]).catch((error: unknown) => {
    stillWaiting();
    throw error;
  });
  if (!result) {
    stillWaiting();
    void sending.then((late) => late.attempted > 0 && emitOutboxChange(changeOf(late)));
    return { result: 'queued' };
  }
  const outcome = result.forumOutcomes[0]?.outcome;
  if (outcome?.kind === 'sent') return { result: 'sent', sent: outcome };
  if (outcome?.kind === 'needs-sign-in') {
    stillWaiting();
    return { result: 'needs-sign-in' };
  }
  if (outcome?.kind === 'unreachable' && outcome.tooOften) {
    // Over the member's write limit while they wait: say so rather than send it later behind their back.
    await dropQueued(item);
    throw new ForumWriteRefused(outcome.tooOften);
  }
  if (outcome?.kind === 'failed') {
    // Refused while the member is here: it is not kept, so the form (and its draft) still holds the text.
    const stored = await dropQueued(item);
    // A new post that is on the server already: only its picture was refused.
    throw stored?.kind === 'post' && stored.postCreated ? new PostImageRefused(outcome.message) : new ForumWriteRefused(outcome.message);
  }
  stillWaiting();
  await requestOutboxFlush();
  return { result: 'queued' };
}

/** A forum write through the outbox (submitOutboxWrite), answering only how it ended. */
export const submitForumWrite = async (write: ForumWrite, member: OutboxMember): Promise<ForumSubmitResult> =>
  (await submitOutboxWrite(write, member)).result;
