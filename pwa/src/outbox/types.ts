import type { PostCreateInput } from '@shared/community/forum-schemas';
import type { MyVote } from '@shared/community/responses';
import type { EventCreateInput } from '@shared/events/schemas';
import type { MarkReadInput } from '@shared/notifications/schemas';
import type { ShowCheckInInput, ShowEntryCreate, ShowSetupInput, ShowVoteInput } from '@shared/shows/schemas';
import type { ScoreSheetInput } from '@shared/shows/judging';
import type { OutboxRequest } from './declaredRequest';

/** Who wrote a queued write: the member whose session the server must see when it is sent. */
export interface Writer {
  id: string;
  name: string;
}

/** One chosen photo of a queued event, already downscaled on the device. */
export interface QueuedPhoto {
  /** The upload's Idempotency-Key: a replay of this photo never adds a second copy on the server. */
  key: string;
  blob: Blob;
  name: string;
  sent: boolean;
}

/**
 * Where a queued write stands: `waiting` for a connection, `needs-sign-in` after the server answered 401 (the session
 * ended, or another member's is on the device; it is sent once its writer signs in again), `failed` after another
 * HTTP error (kept with the server's message, retried later, or discarded by the member).
 */
export type QueuedWriteState = 'waiting' | 'needs-sign-in' | 'failed';

/** A new event, its client-generated id sent as `id` (a replayed create returns the stored event), then each photo. */
export interface EventWrite {
  kind: 'event';
  payload: EventCreateInput & { id: string };
  photos: QueuedPhoto[];
  /** True once the server has the event; only photos are left. */
  eventCreated: boolean;
}

/** The member last seen signed in on this device, so an offline start can still queue a write as them. */
export interface LastSignedInUser {
  key: 'last';
  id: string;
  name: string;
}

/** The member a message was written to before any conversation with them existed; `name` as the device knew it. */
export interface MessageRecipient {
  id: string;
  name: string | null;
}

/**
 * Where a direct message goes: its conversation, or (`threadId` null) a member with no conversation yet. That one is
 * started first when the message is sent (POST /api/messages/threads answers the existing one if there is one), and
 * its id is recorded here before the message goes, so a later attempt never needs to start it again; `to` stays.
 */
export type MessageAddress = { threadId: string; to?: MessageRecipient } | { threadId: null; to: MessageRecipient };

/** `payload.id` is sent as the message's `clientId`: a replay answers the stored message, never a second copy. */
export type MessageWrite = { kind: 'message'; payload: { id: string; body: string } } & MessageAddress;

/** A forum write as it is sent: a post or comment with its client id, or my vote on a target. */
export type ForumWrite =
  | {
      kind: 'post';
      payload: PostCreateInput & { id: string };
      communityName: string;
      /** The post's picture, already downscaled; sent once the post is on the server (`postCreated`). */
      image?: { blob: Blob; name: string } | null;
      postCreated?: boolean;
    }
  | { kind: 'comment'; postId: string; payload: { id: string; body: string; parentId: string | null } }
  | { kind: 'post-vote'; postId: string; value: MyVote }
  | { kind: 'comment-vote'; postId: string; commentId: string; value: MyVote };

/**
 * A show-day write, each sent as one JSON request that is safe to repeat: the set-up replaces the whole
 * set-up, an entry and a check-in carry their client id, a withdrawal is idempotent, a vote sets the member's choice
 * in its class (with castAt, so an older vote arriving late never wins). What the cards show rides along (`label`).
 */
export type ShowWrite =
  | { kind: 'show-setup'; eventId: string; payload: ShowSetupInput }
  | { kind: 'show-entry'; eventId: string; payload: ShowEntryCreate; label: string }
  | { kind: 'show-withdraw'; eventId: string; entryId: string; label: string }
  | { kind: 'show-vote'; eventId: string; classId: string; payload: ShowVoteInput; label: string }
  | { kind: 'show-check-in'; eventId: string; payload: ShowCheckInInput }
  // A judge's sheet for one car: a newer save of the same car replaces the queued one; scoredAt keeps the
  // latest on the server whatever order the sheets arrive in.
  | { kind: 'show-score'; eventId: string; entryId: string; payload: ScoreSheetInput; label: string };

/** Notifications marked read: some by id, or all of them; marking read twice is harmless. */
export interface NotificationReadWrite {
  kind: 'notification-read';
  payload: MarkReadInput;
}

/**
 * A write with nothing of its own: one JSON request that is safe to repeat (it replaces a value), made from its
 * declaration when it is written (kinds/declared.ts, writeAsDeclared) and sent as it is. `root`: its address's first
 * parts, under which the pages read again when it lands; `label`: what its "waiting" card says.
 */
export interface AsDeclaredWrite {
  kind: 'declared';
  request: OutboxRequest;
  root: string;
  label: string;
}

/** Every write made on this device that the outbox sends; its kinds are described in writeKinds.ts. */
export type Write = EventWrite | ForumWrite | MessageWrite | ShowWrite | NotificationReadWrite | AsDeclaredWrite;

export type WriteKindName = Write['kind'];

/** A forum write or message whose one JSON request can be made now (a message whose conversation exists). */
export type ReadyJsonWrite = ForumWrite | Extract<MessageWrite, { threadId: string }>;

/** What the queue adds to every write: its key, its writer, where it stands. */
export interface QueueFields {
  /** The queue key (writeKinds.ts queueKeyOf): a write's own client id, a vote's target, so a newer vote replaces it. */
  id: string;
  memberId: string;
  memberName: string;
  state: QueuedWriteState;
  lastError: string | null;
  attempts: number;
  /**
   * Not tried again before this time (ms since the epoch): its back-off after a try that got no answer or a "try
   * later" (shared/offline/retry-timing.ts). Absent: due now.
   */
  retryAt?: number;
  /** When it was queued (replaced: a newer vote on the same target): the one order every kind is sent in. */
  queuedAt: string;
}

/** A write waiting on this device, one row of the outbox's `writes` table. */
export type QueuedWrite = Write & QueueFields;

export type QueuedOf<K extends WriteKindName> = Extract<QueuedWrite, { kind: K }>;
export type QueuedEvent = QueuedOf<'event'>;
export type QueuedMessage = QueuedOf<'message'>;
export type QueuedForumWrite = Extract<QueuedWrite, { kind: ForumWrite['kind'] }>;
