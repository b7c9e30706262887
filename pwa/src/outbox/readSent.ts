import { postSchema } from '@shared/community/responses';
import { eventDetailSchema } from '@shared/events/responses';
import { messageSchema } from '@shared/messages/responses';
import { scoreSheetAnswerSchema } from '@shared/shows/judging-responses';
import { showCheckInAnswerSchema, showEntrySchema, showVoteAnswerSchema } from '@shared/shows/responses';
import type { SentReport, SentWrite } from '@/outbox/outcome';

/**
 * A sent write as the page is told of it: the server's answer, which the kind passed on as it came, read against its
 * schema here. An answer that cannot be read leaves its part out: the write is on the server, the page asks again.
 */
export function readSent(report: SentReport): SentWrite {
  // A kind that answers nothing, or a worker of the version before, which sent its reports already read.
  if (!('answer' in report)) return report as SentWrite;
  const { answer, ...sent } = report;
  switch (sent.kind) {
    case 'event':
      return { ...sent, event: eventDetailSchema.safeParse(answer).data ?? null };
    case 'message':
      return { ...sent, message: messageSchema.safeParse(answer).data ?? null };
    case 'post': {
      const post = postSchema.safeParse(answer).data;
      return post ? { ...sent, post } : sent;
    }
    case 'comment':
    case 'post-vote':
    case 'comment-vote':
    case 'show-setup':
      return sent;
    case 'show-entry':
    case 'show-withdraw':
      return { ...sent, entry: showEntrySchema.safeParse(answer).data };
    case 'show-check-in':
      return { ...sent, checkIn: showCheckInAnswerSchema.safeParse(answer).data };
    case 'show-vote':
      return { ...sent, vote: showVoteAnswerSchema.safeParse(answer).data };
    case 'show-score':
      return { ...sent, score: scoreSheetAnswerSchema.safeParse(answer).data };
  }
}
