import type { ScoreSheetAnswer } from '@shared/shows/judging-responses';
import type { Post } from '@shared/community/responses';
import type { EventDetail } from '@shared/events/responses';
import type { Message } from '@shared/messages/responses';
import type { ShowCheckInAnswer, ShowEntry, ShowVoteAnswer } from '@shared/shows/responses';
import type { AttemptFailure } from './attempt';
import type { ForumWrite, ShowWrite } from './types';

/** An event that reached the server in full, with the server's answer to its create when this run had it. */
export interface SentEvent {
  kind: 'event';
  id: string;
  title: string;
  event: EventDetail | null;
  imageCount: number;
}

/**
 * A forum write that reached the server, and the post it belongs to (a post's own id for a new post). `post`: a new
 * post as the server answered it (with its picture when it has one), absent when the answer could not be read.
 */
export interface SentForumWrite {
  kind: ForumWrite['kind'];
  id: string;
  postId: string;
  post?: Post;
}

/**
 * A direct message that reached the server, with the server's copy when this run could read it. `toUserId`: it was
 * written to that member before the conversation existed (a page open on ?user= moves to `threadId`).
 */
export interface SentMessage {
  kind: 'message';
  id: string;
  threadId: string;
  memberId: string;
  toUserId?: string;
  message: Message | null;
}

/**
 * A show-day write that reached the server, with what the server answered when it could be read: the entry (entered,
 * withdrawn), or a check-in's answer (who checked the car in first, when this was not the first check-in).
 */
export interface SentShowWrite {
  kind: ShowWrite['kind'];
  id: string;
  eventId: string;
  memberId: string;
  entry?: ShowEntry;
  checkIn?: ShowCheckInAnswer;
  vote?: ShowVoteAnswer;
  score?: ScoreSheetAnswer;
}

/** Notifications marked read on the server: the member's list and bell are asked again. */
export interface SentNotificationRead {
  kind: 'notification-read';
  id: string;
  memberId: string;
}

/** A write sent as declared: the reads under `root` (its address's first parts) are asked again. */
export interface SentAsDeclared {
  kind: 'declared';
  id: string;
  root: string;
}

/** What reached the server, as the pages are told: each kind's answer, for the app to show without asking again. */
export type SentWrite = SentEvent | SentForumWrite | SentMessage | SentShowWrite | SentNotificationRead | SentAsDeclared;

/** The server's answer as it came: the page that is told reads it against its schema (readSent.ts). */
interface Answered {
  answer?: unknown;
}

/**
 * What a kind reports of a sent write: a SentWrite with the server's answer unread. The service worker only passes it
 * on, so it loads none of the answers' schemas.
 */
export type SentReport =
  | (Omit<SentEvent, 'event'> & Answered)
  | (Omit<SentForumWrite, 'post'> & Answered)
  | (Omit<SentMessage, 'message'> & Answered)
  | (Omit<SentShowWrite, 'entry' | 'checkIn' | 'vote' | 'score'> & Answered)
  | SentNotificationRead
  | SentAsDeclared;

/**
 * How one send of a queued write ended. `sent` carries the report for the pages (null: nothing to show, e.g. a
 * message discarded while its conversation was being started). `failed` says whether the write itself is on the
 * server already (`created`: only its picture or a photo was refused).
 */
export type WriteOutcome =
  | { kind: 'sent'; report: SentReport | null }
  | Exclude<AttemptFailure, { kind: 'failed' }>
  | { kind: 'failed'; message: string; created: boolean };

/** A failed request as the outcome of a write whose create is (`created`) or is not yet on the server. */
export const outcomeOf = (failure: AttemptFailure, created: boolean): WriteOutcome =>
  failure.kind === 'failed' ? { ...failure, created } : failure;
