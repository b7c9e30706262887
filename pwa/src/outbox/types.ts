import type { PostCreateInput } from '@shared/community/forum-schemas';
import type { MyVote } from '@shared/community/responses';
import type { EventCreateInput } from '@shared/events/schemas';

/** One chosen photo of a queued event, already downscaled on the device. */
export interface QueuedPhoto {
  /** The upload's Idempotency-Key: a replay of this photo never adds a second copy on the server. */
  key: string;
  blob: Blob;
  name: string;
  sent: boolean;
}

/**
 * Where a queued event stands: `waiting` for a connection, `needs-sign-in` after the server answered 401
 * (the session ended; it is sent once the member signs in again), `failed` after another HTTP error
 * (kept with the server's message, retried later, or discarded by the member).
 */
export type QueuedEventState = 'waiting' | 'needs-sign-in' | 'failed';

/** An event created on this device and not yet wholly on the server: the event first, then each photo. */
export interface QueuedEvent {
  /** The event's client-generated id, sent as `id`, so a replayed create returns the stored event. */
  id: string;
  payload: EventCreateInput & { id: string };
  organizerId: string;
  organizerName: string;
  photos: QueuedPhoto[];
  /** True once the server has the event; only photos are left. */
  eventCreated: boolean;
  state: QueuedEventState;
  lastError: string | null;
  attempts: number;
  queuedAt: string;
}

/** The member last seen signed in on this device, so an offline start can still queue an event as them. */
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

/**
 * A write made on this device, as it is sent: a post or comment with its client id, my vote on a target, or a direct
 * message with its client id (the forum's queue carries messages too: the same states, order and exactly-once send).
 */
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
  | { kind: 'comment-vote'; postId: string; commentId: string; value: MyVote }
  | MessageWrite;

/** A write whose one request can be made now: everything but a message whose conversation is still to be started. */
export type ReadyForumWrite = Exclude<ForumWrite, { threadId: null }>;

/**
 * A forum write waiting on this device, in the same states as a queued event. `id` is the post's or comment's
 * own client id; a vote is keyed by its target (`vote:post:{id}`), so a second vote there replaces the first.
 */
export type QueuedForumWrite = ForumWrite & {
  id: string;
  memberId: string;
  memberName: string;
  state: QueuedEventState;
  lastError: string | null;
  attempts: number;
  queuedAt: string;
};
