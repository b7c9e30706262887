import type { FastifyInstance } from 'fastify';
import type { Resolver } from '../base/public-address';
import type { Orm } from '../base/db/orm';
import type { PushHostPolicy } from '../base/push-hosts';
import { NotificationSender, type PushSending } from './push-queue';
import { UnreadCounts } from './unread-counts';
import { emailNotification, NOTIFICATION_EMAIL_JOB } from './email-notifications';
import { DIGEST_EVERY_HOUR, DIGEST_JOB, sendDueDigests } from './digest';
import { unsubscribeLinks, type UnsubscribeLinks } from './unsubscribe-links';

/** What emailing notifications needs (issue 45): the secret that signs unsubscribe links, the site's address, the wait. */
export interface NotificationEmailing {
  secret: string;
  publicUrl: string;
  notifyDelaySeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    unsubscribeLinks: UnsubscribeLinks;
    unreadCounts: UnreadCounts;
    notificationSender: NotificationSender;
    vapidPublicKey: string;
    /** Which hosts members' push endpoints may name (push-hosts.ts). */
    pushHosts: PushHostPolicy;
    /** How host names resolve for the push checks: the system's DNS, or a test's. */
    resolveHost: Resolver | undefined;
  }
}

/**
 * Notifications' server-wide parts (issue 33): the unread counts kept per member, and the background work that
 * delivers queued notifications and sends pushes, started once the server is ready, woken whenever any server queues
 * either (`pushes_changed`), stopped on close after the batch in hand. Register after the read cache, before the routes.
 */
export function registerNotifications(app: FastifyInstance, orm: Orm, sending: PushSending, email: NotificationEmailing) {
  app.decorate('unreadCounts', new UnreadCounts(app.readCache));
  const links = unsubscribeLinks(email.secret, email.publicUrl);
  app.decorate('unsubscribeLinks', links);
  app.jobs.define<{ notificationId: string }>(
    NOTIFICATION_EMAIL_JOB,
    { retryLimit: 5, retryDelaySeconds: 30, policy: 'short' },
    ({ notificationId }) => emailNotification(orm, app.mail, links, email.publicUrl, notificationId),
  );
  app.jobs.define(DIGEST_JOB, { retryLimit: 2, retryDelaySeconds: 300, policy: 'short', schedule: DIGEST_EVERY_HOUR }, async () => {
    await sendDueDigests(orm, app.mail, links, email.publicUrl);
  });
  // One waiting email job per notification: later events on the same unread one are in it when it runs.
  const scheduleEmails = (ids: string[]) =>
    app.jobs.sendMany(
      NOTIFICATION_EMAIL_JOB,
      ids.map((notificationId) => ({ data: { notificationId }, singletonKey: notificationId })),
      { startAfterSeconds: email.notifyDelaySeconds },
    );
  const queue = new NotificationSender(
    orm,
    sending,
    (error) => app.log.warn({ err: { type: (error as Error).name, message: (error as Error).message } }, 'sending pushes failed'),
    scheduleEmails,
  );
  app.decorate('notificationSender', queue);
  app.decorate('vapidPublicKey', sending.vapid.publicKey);
  app.decorate('pushHosts', sending.hosts);
  app.decorate('resolveHost', sending.resolve);
  app.readCache.whenCleared('pushes', () => queue.wake());
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());
}
