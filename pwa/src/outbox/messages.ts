import type { EventDetail } from '@shared/events/responses';
import type { Message } from '@shared/messages/responses';
import type { FlushResult } from './flushOutbox';

/** The messages and the background-sync tag the page and the service worker use for the event outbox. */
export const EVENT_OUTBOX_SYNC_TAG = 'event-outbox';

/** Page → worker: send what is queued now (the page came online, started, or the member chose Retry). */
export const FLUSH_EVENT_OUTBOX = 'FLUSH_EVENT_OUTBOX';

/** Worker → pages: the outbox changed; `sent` lists the events that reached the server in full. */
export const EVENT_OUTBOX_CHANGED = 'EVENT_OUTBOX_CHANGED';

/** An event that reached the server in full, with the server's answer to its create when this run had it. */
export interface SentEvent {
  id: string;
  title: string;
  event: EventDetail | null;
  imageCount: number;
}

/** A forum write that reached the server, and the post it belongs to (a post's own id for a new post). */
export interface SentForumWrite {
  id: string;
  kind: 'post' | 'comment' | 'post-vote' | 'comment-vote';
  postId: string;
}

/**
 * A direct message that reached the server, with the server's copy when this run could read it. `toUserId`: it was
 * written to that member before the conversation existed (a page open on ?user= moves to `threadId`).
 */
export interface SentMessage {
  id: string;
  threadId: string;
  memberId: string;
  toUserId?: string;
  message: Message | null;
}

export interface OutboxChangedMessage {
  type: typeof EVENT_OUTBOX_CHANGED;
  sent: SentEvent[];
  forumSent: SentForumWrite[];
  /** Absent from a report of a worker built before messages went through the outbox. */
  messagesSent?: SentMessage[];
  needsSignIn: boolean;
}

const hasType = (data: unknown, type: string): data is { type: string } =>
  typeof data === 'object' && data !== null && 'type' in data && data.type === type;

export const isFlushRequest = (data: unknown): boolean => hasType(data, FLUSH_EVENT_OUTBOX);

export function isOutboxChangedMessage(data: unknown): data is OutboxChangedMessage {
  return hasType(data, EVENT_OUTBOX_CHANGED) && 'sent' in data && Array.isArray(data.sent);
}

/** What a flush tells the pages: what reached the server, and whether something now waits for a sign-in. */
export const changeOf = ({ sent, forumSent, messagesSent, needsSignIn }: FlushResult): Omit<OutboxChangedMessage, 'type'> => ({
  sent,
  forumSent,
  messagesSent,
  needsSignIn,
});
