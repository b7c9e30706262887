import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/orm';
import { NotificationSender } from './push-queue';
import { UnreadCounts } from './unread-counts';
import type { VapidKeys } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    unreadCounts: UnreadCounts;
    notificationSender: NotificationSender;
    vapidPublicKey: string;
  }
}

/**
 * Notifications' server-wide parts (issue 33): the unread counts kept per member, and the background work that
 * delivers queued notifications and sends pushes, started once the server is ready, woken whenever any server queues
 * either (`pushes_changed`), stopped on close after the batch in hand. Register after the read cache, before the routes.
 */
export function registerNotifications(app: FastifyInstance, orm: Orm, vapid: VapidKeys) {
  app.decorate('unreadCounts', new UnreadCounts(app.readCache));
  const queue = new NotificationSender(orm, vapid, (error) =>
    app.log.warn({ err: { type: (error as Error).name, message: (error as Error).message } }, 'sending pushes failed'),
  );
  app.decorate('notificationSender', queue);
  app.decorate('vapidPublicKey', vapid.publicKey);
  app.readCache.whenCleared('pushes', () => queue.wake());
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());
}
