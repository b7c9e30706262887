import { declaredRequest, sendJson, type OutboxRequest } from '@/outbox/declaredRequest';
import { outcomeOf, type SentReport, type WriteOutcome } from '@/outbox/outcome';
import type { QueuedOf, ShowWrite } from '@/outbox/types';

type ShowKind = ShowWrite['kind'];
type QueuedShowWrite = QueuedOf<ShowKind>;

/** The one request each show-day write is, as declared; every one is safe to send again (types.ts, ShowWrite). */
export function showRequestFor(write: ShowWrite): OutboxRequest {
  switch (write.kind) {
    case 'show-setup':
      return declaredRequest('showOrganizerResources.setup', { params: { id: write.eventId }, body: write.payload });
    case 'show-entry':
      return declaredRequest('showMemberResources.enter', { params: write, body: write.payload });
    case 'show-withdraw':
      return declaredRequest('showMemberResources.withdraw', { params: write });
    case 'show-vote':
      return declaredRequest('showMemberResources.vote', { params: write, body: write.payload });
    case 'show-check-in':
      return declaredRequest('showMemberResources.checkIn', { params: write, body: write.payload });
    case 'show-score':
      return declaredRequest('showMemberResources.score', { params: write, body: write.payload });
  }
}

/** The queue key: an entry and a check-in by their client id; a vote by its class and a score by its car, so a newer one replaces it. */
export function showQueueKey(write: ShowWrite): string {
  switch (write.kind) {
    case 'show-setup':
      return `show-setup:${write.eventId}`;
    case 'show-entry':
      return write.payload.id;
    case 'show-withdraw':
      return `show-withdraw:${write.entryId}`;
    case 'show-vote':
      return `show-vote:${write.eventId}:${write.classId}`;
    case 'show-check-in':
      return write.payload.id;
    case 'show-score':
      return `show-score:${write.eventId}:${write.entryId}`;
  }
}

/** What the pages are told of a sent show write: the server's answer (the entry, who checked the car in first...). */
async function reportOf(item: QueuedShowWrite, response: Response): Promise<SentReport> {
  const report = { kind: item.kind, id: item.id, eventId: item.eventId, memberId: item.memberId };
  if (item.kind === 'show-setup') return report;
  // An answer that cannot be read was still an OK: the write is on the server, the page asks again for the details.
  return { ...report, answer: await response.json().catch(() => null) };
}

/** Sends one show-day write as its member: one JSON request; a refusal keeps the server's message (votingClosed…). */
export async function sendShowWrite(item: QueuedShowWrite): Promise<WriteOutcome> {
  const answer = await sendJson(showRequestFor(item), item);
  if (!answer.ok) return outcomeOf(answer.failure, false);
  return { kind: 'sent', report: await reportOf(item, answer.response) };
}
