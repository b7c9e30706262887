import { asDeclaredQueueKey, sendAsDeclared } from './kinds/declared';
import { sendEvent } from './kinds/event';
import { sendForumJson, sendPost } from './kinds/forum';
import { sendMessage } from './kinds/message';
import { notificationReadQueueKey, sendNotificationRead } from './kinds/notificationRead';
import { sendShowWrite, showQueueKey } from './kinds/show';
import type { QueuedOf, Write, WriteKindName } from './types';
import type { WriteOutcome } from './outcome';

/**
 * One kind of write the outbox sends. Every kind is sent with its writer's session: each request names its writer
 * (attempt.ts, `X-Written-By`) and the server answers 401 under anyone else's, which the write then waits out.
 */
export interface WriteKind<K extends WriteKindName> {
  /** The queue key: a later write with the same key replaces the queued one (a second vote on the same target). */
  queueKey(write: Extract<Write, { kind: K }>): string;
  /**
   * How the server recognises a repeat, so a send cut off after the server got it is harmless when made again: by the
   * client id the write carries, or because the same write again leaves the same state (the comment on each kind says
   * how). Code, not prose, since it ships to every device.
   */
  repeat: 'client-id' | 'same-state';
  /** Sends it with plain fetch (the service worker runs this too), recording progress between its steps. */
  send(item: QueuedOf<K>): Promise<WriteOutcome>;
  /** When it starts waiting for a sign-in, the page says so in a toast (a message says so in its conversation). */
  announcesSignIn: boolean;
}

type WriteKinds = { [K in WriteKindName]: WriteKind<K> };

/**
 * Every kind of write made on this device, and what the app does with each answer (the `report` of a sent outcome,
 * followed on the page by the feature it belongs to). A new kind (show entries, People's Choice votes, check-ins,
 * notification read marks) is one more entry here and one more member of `Write` (types.ts).
 */
export const writeKinds: WriteKinds = {
  event: {
    queueKey: (write) => write.payload.id,
    repeat: 'client-id', // the event's client id (`id`), then each photo's Idempotency-Key
    send: sendEvent,
    announcesSignIn: true,
  },
  post: {
    queueKey: (write) => write.payload.id,
    repeat: 'client-id', // the post's client id (`id`); its picture replaces itself
    send: sendPost,
    announcesSignIn: true,
  },
  comment: {
    queueKey: (write) => write.payload.id,
    repeat: 'client-id', // the comment's client id (`id`)
    send: sendForumJson,
    announcesSignIn: true,
  },
  'post-vote': {
    queueKey: (write) => `vote:post:${write.postId}`,
    repeat: 'same-state', // a vote sets a value
    send: sendForumJson,
    announcesSignIn: true,
  },
  'comment-vote': {
    queueKey: (write) => `vote:comment:${write.commentId}`,
    repeat: 'same-state', // a vote sets a value
    send: sendForumJson,
    announcesSignIn: true,
  },
  message: {
    queueKey: (write) => write.payload.id,
    repeat: 'client-id', // the message's client id (`clientId`); starting its conversation answers the existing one
    send: sendMessage,
    announcesSignIn: false,
  },
  'show-setup': {
    queueKey: showQueueKey,
    repeat: 'same-state', // the set-up replaces the whole set-up
    send: sendShowWrite,
    announcesSignIn: true,
  },
  'show-entry': {
    queueKey: showQueueKey,
    repeat: 'client-id', // the entry's client id (`id`): the same entry again answers the stored one
    send: sendShowWrite,
    announcesSignIn: true,
  },
  'show-withdraw': {
    queueKey: showQueueKey,
    repeat: 'same-state', // withdrawing a withdrawn entry answers it as it is
    send: sendShowWrite,
    announcesSignIn: true,
  },
  // A newer choice in the same class replaces the queued one (the key), so one vote per class is sent; castAt (when
  // tapped) makes the server keep the latest choice even when an older one arrives after it from another device.
  'show-vote': {
    queueKey: showQueueKey,
    repeat: 'same-state', // a vote sets the member's choice in its class, and an older castAt never replaces a newer one
    send: sendShowWrite,
    announcesSignIn: true,
  },
  'show-check-in': {
    queueKey: showQueueKey,
    repeat: 'client-id', // the check-in's client id (`id`): the same check-in again answers as the first time
    send: sendShowWrite,
    announcesSignIn: true,
  },
  // A judge changing a car's sheet again replaces the queued one (the key): one sheet per car is sent.
  'show-score': {
    queueKey: showQueueKey,
    repeat: 'same-state', // a sheet replaces the judge's sheet for the car, and an older scoredAt never replaces a newer one
    send: sendShowWrite,
    announcesSignIn: true,
  },
  // Read marks are quiet: the list already shows them read, so a sign-in to send them needs no toast of its own.
  'notification-read': {
    queueKey: notificationReadQueueKey,
    repeat: 'same-state', // marking read what is read changes nothing
    send: sendNotificationRead,
    announcesSignIn: false,
  },
  // Any write its declaration says the outbox sends as it is (a show's sponsors): nothing of its own to do.
  declared: {
    queueKey: asDeclaredQueueKey,
    repeat: 'same-state', // it replaces a value as its declaration says, or carries its own id
    send: sendAsDeclared,
    announcesSignIn: true,
  },
};

/** The kind of `write`, typed for it. */
export const kindOf = <K extends WriteKindName>(write: { kind: K }): WriteKind<K> => writeKinds[write.kind];

/** The queue key of a write, as its kind makes it. */
export const queueKeyOf = <K extends WriteKindName>(write: Extract<Write, { kind: K }>): string => kindOf<K>(write).queueKey(write);

/** Sends one queued write as its kind says. */
export const sendWrite = <K extends WriteKindName>(item: QueuedOf<K>): Promise<WriteOutcome> => kindOf<K>(item).send(item);
