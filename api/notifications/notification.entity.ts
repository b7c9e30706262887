import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from '../base/db/columns';
import { User } from '../base/identity/user.entity';

/**
 * One line of a member's notifications. While unread, later events of the same kind about the same thing
 * (`groupKey`: a post, a conversation, an event, a report) raise `count` on this row instead of adding one (a partial
 * unique index in the migration: one unread row per recipient, kind and group), and move `createdAt` to the latest.
 */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  // The list's keyset order per member, newest first.
  indexes: [{ properties: ['recipient', 'createdAt', 'id'] }],
  properties: {
    id: idColumn(),
    recipient: p.manyToOne(User).deleteRule('cascade'),
    kind: p.string().length(30),
    groupKey: p.string().length(100),
    count: p.integer().default(1),
    // Who caused the latest event; null once their account is gone.
    actor: p.manyToOne(User).nullable().deleteRule('set null').index(),
    subject: p.string().length(300),
    excerpt: p.string().length(300).nullable(),
    url: p.string().length(500),
    readAt: p.datetime().nullable(),
    /** When it went out by email, still unread after EMAIL_NOTIFY_DELAY_S: once per unread notification. */
    emailedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export type NotificationEntity = InferEntity<typeof Notification>;

/** A member's choice for one kind; a kind without a row has the defaults (shared/notifications/kinds.ts). */
export const NotificationSetting = defineEntity({
  name: 'NotificationSetting',
  tableName: 'notification_settings',
  properties: {
    user: p.manyToOne(User).primary().deleteRule('cascade'),
    kind: p.string().length(30).primary(),
    inApp: p.boolean(),
    push: p.boolean(),
    /** Null: the kind's default (shared/notifications/kinds.ts). */
    email: p.boolean().nullable(),
  },
});

/** A device's Web Push subscription (the browser's PushSubscription), owned by the member who last registered it. */
export const PushSubscription = defineEntity({
  name: 'PushSubscription',
  tableName: 'push_subscriptions',
  properties: {
    id: idColumn(),
    user: p.manyToOne(User).deleteRule('cascade').index(),
    endpoint: p.string().length(1000).unique(),
    p256dh: p.string().length(200),
    auth: p.string().length(200),
    createdAt: createdAtColumn(),
  },
});

/**
 * What the push waiting for one device and tag says (push-sending.ts): written when a notification is delivered, the
 * latest replacing an earlier one not sent yet (a burst is one push, with the latest text and count), deleted once
 * sent. One `push` job of the job queue is in charge of each row: queued with it, it sends whatever the row says when
 * it runs, and is retried with it.
 */
export const PushPayload = defineEntity({
  name: 'PushPayload',
  tableName: 'push_payloads',
  properties: {
    subscription: p.manyToOne(PushSubscription).deleteRule('cascade').primary(),
    /** The notification's push tag (shared/notifications/targets.ts): what a device shows as one. */
    tag: p.text().primary(),
    /** What the push's title and text are made from (push-sending.ts `pushPayloadOf`). */
    payload: p.json(),
    createdAt: createdAtColumn(),
    /** Which version a sender sent: a newer one written meanwhile is kept, and a job queued for it. */
    updatedAt: p.datetime().defaultRaw('clock_timestamp()'),
    /**
     * When its job last ran or was queued: a row untouched for an hour has lost its job (a server stopped while sending
     * it on its last try), and the next delivery queues one again.
     */
    queuedAt: p.datetime().defaultRaw('now()'),
  },
});

/** A notification event waiting to be delivered to its recipients (notify.ts), in the background. */
export const NotificationFanout = defineEntity({
  name: 'NotificationFanout',
  tableName: 'notification_fanouts',
  properties: {
    id: idColumn(),
    event: p.json(),
    createdAt: p.datetime().defaultRaw('clock_timestamp()').index(),
  },
});
