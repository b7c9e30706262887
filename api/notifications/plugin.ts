import type { FastifyInstance } from 'fastify';
import type { Resolver } from '../base/public-address';
import type { Orm } from '../base/db/orm';
import { poolHasWaiters } from '../base/db/admission';
import type { PushHostPolicy } from '../base/push-hosts';
import { NotificationDelivery, type DeliveryFollowUps } from './notification-delivery';
import { PUSH_BATCH_SIZE, PUSH_JOB, PUSH_RETRIES, pushJob, sendPushes, type PushJobData, type PushSending } from './push-sending';
import { UnreadCounts } from './unread-counts';
import { emailNotification, NOTIFICATION_EMAIL_JOB } from './email-notifications';
import { DIGEST_EVERY_HOUR, DIGEST_JOB, sendDueDigests } from './digest';
import { unsubscribeLinks, type UnsubscribeLinks } from './unsubscribe-links';
import { stopWithin } from '../base/stop-within';

/** What emailing notifications needs: the secret that signs unsubscribe links, the site's address, the wait. */
export interface NotificationEmailing {
  secret: string;
  publicUrl: string;
  notifyDelaySeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    unsubscribeLinks: UnsubscribeLinks;
    unreadCounts: UnreadCounts;
    notificationDelivery: NotificationDelivery;
    vapidPublicKey: string;
    /** Which hosts members' push endpoints may name (push-hosts.ts). */
    pushHosts: PushHostPolicy;
    /** How host names resolve for the push checks: the system's DNS, or a test's. */
    resolveHost: Resolver | undefined;
  }
}

/**
 * Notifications' server-wide parts: the unread counts kept per member, the background work that delivers
 * queued notifications (started once the server is ready, woken whenever any server queues one: `pushes_changed`,
 * stopped on close after the batch in hand), and the jobs that send their pushes and emails. Register after the read
 * cache and the job queue, before the routes.
 */
export function registerNotifications(app: FastifyInstance, orm: Orm, sending: PushSending, email: NotificationEmailing) {
  app.decorate('unreadCounts', new UnreadCounts(app.readCache, () => poolHasWaiters(orm)));
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
  const requeuePushes = async (pushes: PushJobData[]) => {
    await app.jobs.sendMany(
      PUSH_JOB,
      pushes.map(({ subscriptionId, tag }) => pushJob(subscriptionId, tag)),
    );
    app.jobs.wake(PUSH_JOB);
  };
  app.jobs.defineBatch<PushJobData>(PUSH_JOB, PUSH_RETRIES, PUSH_BATCH_SIZE, (jobs) =>
    sendPushes(orm, sending, jobs, requeuePushes, (outcome) => app.metrics?.pushes.inc({ outcome })),
  );
  const followUps: DeliveryFollowUps = {
    queuePushes: (em, subscriptionIds, tag) =>
      app.jobs.sendMany(
        PUSH_JOB,
        subscriptionIds.map((subscriptionId) => pushJob(subscriptionId, tag)),
        { em },
      ),
    // One waiting email job per notification: later events on the same unread one are in it when it runs.
    queueEmails: (em, ids) =>
      app.jobs.sendMany(
        NOTIFICATION_EMAIL_JOB,
        ids.map((notificationId) => ({ data: { notificationId }, singletonKey: notificationId })),
        { startAfterSeconds: email.notifyDelaySeconds, em },
      ),
    committed: () => app.jobs.wake(PUSH_JOB),
    settled: () => app.jobs.settle([PUSH_JOB]),
  };
  const queue = new NotificationDelivery(orm, followUps, (error) =>
    app.log.warn({ err: { type: (error as Error).name, message: (error as Error).message } }, 'delivering notifications failed'),
  );
  app.decorate('notificationDelivery', queue);
  app.decorate('vapidPublicKey', sending.vapid.publicKey);
  app.decorate('pushHosts', sending.hosts);
  app.decorate('resolveHost', sending.resolve);
  app.readCache.whenCleared('pushes', () => queue.wake());
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => stopWithin(app.log, 'the notification delivery', () => queue.stop()));
}
