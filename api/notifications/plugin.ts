import type { FastifyInstance } from 'fastify';
import type { Resolver } from '../base/public-address';
import type { Orm } from '../base/db/orm';
import type { PushHostPolicy } from '../base/push-hosts';
import { NotificationSender, type PushSending } from './push-queue';
import { UnreadCounts } from './unread-counts';

declare module 'fastify' {
  interface FastifyInstance {
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
export function registerNotifications(app: FastifyInstance, orm: Orm, sending: PushSending) {
  app.decorate('unreadCounts', new UnreadCounts(app.readCache));
  const queue = new NotificationSender(orm, sending, (error) =>
    app.log.warn({ err: { type: (error as Error).name, message: (error as Error).message } }, 'sending pushes failed'),
  );
  app.decorate('notificationSender', queue);
  app.decorate('vapidPublicKey', sending.vapid.publicKey);
  app.decorate('pushHosts', sending.hosts);
  app.decorate('resolveHost', sending.resolve);
  app.readCache.whenCleared('pushes', () => queue.wake());
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());
}
