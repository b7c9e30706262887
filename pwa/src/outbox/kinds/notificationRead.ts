import { outcomeOf, type WriteOutcome } from '@/outbox/outcome';
import type { NotificationReadWrite, QueuedOf } from '@/outbox/types';
import { declaredRequest, sendJson } from '@/outbox/declaredRequest';

/** The queue key: one per notification, or one for "all", so marking the same thing twice queues it once. */
export const notificationReadQueueKey = (write: NotificationReadWrite): string =>
  'all' in write.payload ? 'notifications-read:all' : `notifications-read:${write.payload.ids.join(',')}`;

/** The declared read mark (204): marking read again is harmless, so a replay needs nothing. */
export async function sendNotificationRead(item: QueuedOf<'notification-read'>): Promise<WriteOutcome> {
  const answer = await sendJson(declaredRequest('notificationResources.markRead', { body: item.payload }), item);
  if (!answer.ok) return outcomeOf(answer.failure, false);
  return { kind: 'sent', report: { kind: 'notification-read', id: item.id, memberId: item.memberId } };
}
